namespace AsyncLab.Scenarios.CommandBus;

/// <summary>A command was sent for which no handler is registered; the message names the command type.</summary>
public sealed class CommandNotRegisteredException : InvalidOperationException
{
    public CommandNotRegisteredException(Type commandType)
        : base($"No handler is registered for command type '{commandType?.FullName}'.")
    {
        CommandType = commandType;
    }

    public CommandNotRegisteredException()
    {
    }

    public CommandNotRegisteredException(string message)
        : base(message)
    {
    }

    public CommandNotRegisteredException(string message, Exception innerException)
        : base(message, innerException)
    {
    }

    public Type? CommandType { get; }
}
