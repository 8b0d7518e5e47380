namespace AsyncLab.Scenarios.CommandBus;

/// <summary>Runs a synchronous handler and reports the result as an already completed ValueTask: nothing is allocated on success.</summary>
internal sealed class SyncHandlerPipeline<TCommand>(ICommandHandler<TCommand> handler) : CommandPipeline<TCommand>
    where TCommand : ICommand
{
    public override ValueTask RunAsync(TCommand command, CancellationToken cancellationToken)
    {
        // A synchronous handler takes no token: cancellation is honoured up to the moment it starts.
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled(cancellationToken);
        }

        try
        {
            handler.Handle(command);
            return default;
        }
#pragma warning disable CA1031 // The failure is handed to the caller through the ValueTask, as an async method would.
        catch (Exception ex)
#pragma warning restore CA1031
        {
            return Failure(ex);
        }
    }
}
