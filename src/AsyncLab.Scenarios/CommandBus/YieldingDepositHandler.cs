namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// An asynchronous handler that always suspends once (Task.Yield) before doing the same work: a command that really
/// completes later.
/// </summary>
public sealed class YieldingDepositHandler(Account account) : IAsyncCommandHandler<Deposit>
{
    public async ValueTask HandleAsync(Deposit command, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(command);
        await Task.Yield();
        account.Add(command.Amount);
    }
}
