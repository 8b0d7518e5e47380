namespace AsyncLab.Scenarios.CommandBus;

/// <summary>A synchronous handler that rejects every tenth deposit (sequence divisible by ten) by throwing.</summary>
public sealed class RejectingDepositHandler(Account account) : ICommandHandler<Deposit>
{
    public void Handle(Deposit command)
    {
        ArgumentNullException.ThrowIfNull(command);
        if (IsRejected(command))
        {
            throw new InvalidOperationException($"deposit {command.Sequence} rejected");
        }

        account.Add(command.Amount);
    }

    public static bool IsRejected(Deposit command) => command?.Sequence % 10 == 0;
}
