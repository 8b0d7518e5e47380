namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// An asynchronous handler. It returns a ValueTask so that one that completes synchronously costs no allocation,
/// and takes the caller's token so that it can be cancelled while it runs.
/// </summary>
public interface IAsyncCommandHandler<in TCommand>
    where TCommand : ICommand
{
    ValueTask HandleAsync(TCommand command, CancellationToken cancellationToken);
}
