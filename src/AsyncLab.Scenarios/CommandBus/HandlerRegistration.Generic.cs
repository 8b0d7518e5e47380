namespace AsyncLab.Scenarios.CommandBus;

/// <summary>A handler for <typeparamref name="TCommand"/>: either a synchronous one or an asynchronous one.</summary>
public sealed class HandlerRegistration<TCommand> : HandlerRegistration
    where TCommand : ICommand
{
    internal HandlerRegistration(ICommandHandler<TCommand>? handler, IAsyncCommandHandler<TCommand>? asyncHandler)
    {
        Handler = handler;
        AsyncHandler = asyncHandler;
    }

    public ICommandHandler<TCommand>? Handler { get; }

    public IAsyncCommandHandler<TCommand>? AsyncHandler { get; }

    public override Type CommandType => typeof(TCommand);

    public override Type HandlerType => ((object?)Handler ?? AsyncHandler)!.GetType();

    internal override object BuildPipeline(AuditStore? audit)
    {
        CommandPipeline<TCommand> handling = Handler is not null
            ? new SyncHandlerPipeline<TCommand>(Handler)
            : new AsyncHandlerPipeline<TCommand>(AsyncHandler!);
        return audit is null ? handling : new AuditedPipeline<TCommand>(handling, HandlerType, audit);
    }
}
