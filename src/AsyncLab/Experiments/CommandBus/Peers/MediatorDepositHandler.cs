using AsyncLab.Scenarios.CommandBus;
using Mediator;

namespace AsyncLab.Experiments.CommandBus.Peers;

/// <summary>
/// Mediator's handler for the deposit: the same interlocked add, completing synchronously with a ValueTask that holds no task.
/// </summary>
public sealed class MediatorDepositHandler(Account account) : IRequestHandler<MediatorDeposit, Unit>
{
    public ValueTask<Unit> Handle(MediatorDeposit request, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(request);
        account.Add(request.Amount);
        return new ValueTask<Unit>(Unit.Value);
    }
}
