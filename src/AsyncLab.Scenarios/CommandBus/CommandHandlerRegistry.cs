using System.Collections.Frozen;

namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// Finds a command's handler (the article's CommandHandlerSearcher). Built once from the registrations; a lookup is
/// a read of a frozen dictionary keyed by the command type, and allocates nothing.
/// </summary>
public sealed class CommandHandlerRegistry
{
    private readonly FrozenDictionary<Type, HandlerRegistration> byCommand;

    public CommandHandlerRegistry(IEnumerable<HandlerRegistration> registrations)
    {
        ArgumentNullException.ThrowIfNull(registrations);
        var all = registrations.ToList();
        var duplicate = all.GroupBy(r => r.CommandType).FirstOrDefault(g => g.Count() > 1);
        if (duplicate is not null)
        {
            throw new ArgumentException(
                $"More than one handler is registered for command type '{duplicate.Key.FullName}'.", nameof(registrations));
        }

        byCommand = all.ToFrozenDictionary(r => r.CommandType);
    }

    public IEnumerable<HandlerRegistration> Registrations => byCommand.Values;

    /// <exception cref="CommandNotRegisteredException">No handler is registered for <typeparamref name="TCommand"/>.</exception>
    public HandlerRegistration<TCommand> Find<TCommand>()
        where TCommand : ICommand =>
        byCommand.TryGetValue(typeof(TCommand), out var registration)
            ? (HandlerRegistration<TCommand>)registration
            : throw new CommandNotRegisteredException(typeof(TCommand));
}
