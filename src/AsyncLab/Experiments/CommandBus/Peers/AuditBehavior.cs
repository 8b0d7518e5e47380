using System.Diagnostics;
using AsyncLab.Scenarios.CommandBus;
using MediatR;

namespace AsyncLab.Experiments.CommandBus.Peers;

/// <summary>
/// One MediatR pipeline behaviour that records the same audit entry as the lab's audited bus (timestamps around
/// the handler, outcome, exception), so "with audit" compares like with like.
/// </summary>
public sealed class AuditBehavior(AuditStore store) : IPipelineBehavior<DepositRequest, Unit>
{
    public async Task<Unit> Handle(DepositRequest request, CancellationToken cancellationToken, RequestHandlerDelegate<Unit> next)
    {
        ArgumentNullException.ThrowIfNull(next);
        var started = Stopwatch.GetTimestamp();
        try
        {
            var result = await next().ConfigureAwait(false);
            store.Save(new AuditEntry(
                request!, typeof(DepositRequestHandler), started, Stopwatch.GetTimestamp(), AuditOutcome.Succeeded, null));
            return result;
        }
        catch (Exception ex)
        {
            store.Save(new AuditEntry(request!, typeof(DepositRequestHandler), started, Stopwatch.GetTimestamp(), AuditOutcome.Failed, ex));
            throw;
        }
    }
}
