namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// An asynchronous handler for the concurrency check: odd deposits suspend (so completions interleave across
/// threads), and every tenth is rejected, half of those before and half after suspending.
/// </summary>
public sealed class FlakyDepositHandler(Account account) : IAsyncCommandHandler<Deposit>
{
    public async ValueTask HandleAsync(Deposit command, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(command);
        if (command.Sequence % 2 == 1 || command.Sequence % 20 == 10)
        {
            await Task.Yield();
        }

        if (RejectingDepositHandler.IsRejected(command))
        {
            throw new InvalidOperationException($"deposit {command.Sequence} rejected");
        }

        account.Add(command.Amount);
    }
}
