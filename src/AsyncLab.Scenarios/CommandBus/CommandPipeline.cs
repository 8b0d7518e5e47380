namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// What <see cref="NativeCommandBus"/> runs for one command type, built once when the bus is created. Everything a
/// call needs arrives as arguments (command, token), so no call captures state in a closure.
/// </summary>
/// <remarks>Contract: never throws; a failure or cancellation comes back as a completed ValueTask.</remarks>
internal abstract class CommandPipeline<TCommand>
    where TCommand : ICommand
{
    public abstract ValueTask RunAsync(TCommand command, CancellationToken cancellationToken);

    /// <summary>A failure as a completed ValueTask; the exception keeps its stack (the task captures it for rethrow).</summary>
    protected static ValueTask Failure(Exception exception) =>
        exception is OperationCanceledException { CancellationToken.IsCancellationRequested: true } cancelled
            ? ValueTask.FromCanceled(cancelled.CancellationToken)
            : ValueTask.FromException(exception);
}
