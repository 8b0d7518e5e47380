using AsyncLab.Scenarios.CommandBus;
using MediatR;

namespace AsyncLab.Experiments.CommandBus.Peers;

/// <summary>MediatR's handler for the deposit: the same interlocked add, returning MediatR's cached completed task.</summary>
public sealed class DepositRequestHandler(Account account) : IRequestHandler<DepositRequest>
{
    public Task<Unit> Handle(DepositRequest request, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(request);
        account.Add(request.Amount);
        return Unit.Task;
    }
}
