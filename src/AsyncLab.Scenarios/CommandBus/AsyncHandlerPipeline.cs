namespace AsyncLab.Scenarios.CommandBus;

/// <summary>Runs an asynchronous handler and hands back its own ValueTask: no wrapper, no extra state machine.</summary>
internal sealed class AsyncHandlerPipeline<TCommand>(IAsyncCommandHandler<TCommand> handler) : CommandPipeline<TCommand>
    where TCommand : ICommand
{
    public override ValueTask RunAsync(TCommand command, CancellationToken cancellationToken)
    {
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled(cancellationToken);
        }

        try
        {
            return handler.HandleAsync(command, cancellationToken);
        }
#pragma warning disable CA1031 // A handler that throws before returning its task fails the same way as one whose task faults.
        catch (Exception ex)
#pragma warning restore CA1031
        {
            return Failure(ex);
        }
    }
}
