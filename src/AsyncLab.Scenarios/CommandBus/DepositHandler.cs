namespace AsyncLab.Scenarios.CommandBus;

/// <summary>The synchronous handler: the work is a single interlocked add, so the benchmarks measure the bus, not the handler.</summary>
public sealed class DepositHandler(Account account) : ICommandHandler<Deposit>
{
    public void Handle(Deposit command)
    {
        ArgumentNullException.ThrowIfNull(command);
        account.Add(command.Amount);
    }
}
