namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// One command type and its handler. The generic subclass knows the command type statically, so a bus can build
/// the command's pipeline from it without reflection.
/// </summary>
public abstract class HandlerRegistration
{
    private protected HandlerRegistration()
    {
    }

    public abstract Type CommandType { get; }

    public abstract Type HandlerType { get; }

    public static HandlerRegistration For<TCommand>(ICommandHandler<TCommand> handler)
        where TCommand : ICommand => new HandlerRegistration<TCommand>(handler ?? throw new ArgumentNullException(nameof(handler)), null);

    public static HandlerRegistration ForAsync<TCommand>(IAsyncCommandHandler<TCommand> handler)
        where TCommand : ICommand => new HandlerRegistration<TCommand>(null, handler ?? throw new ArgumentNullException(nameof(handler)));

    /// <summary>The command's pipeline for <see cref="NativeCommandBus"/>: handler, then audit if a store is given.</summary>
    internal abstract object BuildPipeline(AuditStore? audit);
}
