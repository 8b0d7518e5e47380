using System.Collections.Frozen;
using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// A command bus that is asynchronous all the way down: ValueTask results, async handlers, and each command type's
/// pipeline (handler, then audit when a store is given) built once in the constructor. A send is a dictionary read
/// and a virtual call; with a synchronously completing handler and no audit it allocates nothing.
/// </summary>
public sealed class NativeCommandBus
{
    private readonly FrozenDictionary<Type, object> pipelines;

    /// <param name="registry">The handlers; one pipeline is built per registered command type.</param>
    /// <param name="audit">Where to save an audit entry per command; null for no audit step.</param>
    public NativeCommandBus(CommandHandlerRegistry registry, AuditStore? audit = null)
    {
        ArgumentNullException.ThrowIfNull(registry);
        pipelines = registry.Registrations.ToFrozenDictionary(r => r.CommandType, r => r.BuildPipeline(audit));
    }

    /// <summary>
    /// Runs the command's handler. Failures come back through the ValueTask with the handler's stack; a cancelled
    /// token stops the command before its handler starts, and an async handler sees the token while it runs.
    /// An unregistered command type fails with <see cref="CommandNotRegisteredException"/>.
    /// </summary>
    public ValueTask SendAsync<TCommand>(TCommand command, CancellationToken cancellationToken = default)
        where TCommand : ICommand
    {
        if (command is null)
        {
            return ValueTask.FromException(new ArgumentNullException(nameof(command)));
        }

        // The dictionary was built with each key's own CommandPipeline<TCommand>, so the unchecked cast is safe.
        return pipelines.TryGetValue(typeof(TCommand), out var pipeline)
            ? Unsafe.As<CommandPipeline<TCommand>>(pipeline).RunAsync(command, cancellationToken)
            : ValueTask.FromException(new CommandNotRegisteredException(typeof(TCommand)));
    }
}
