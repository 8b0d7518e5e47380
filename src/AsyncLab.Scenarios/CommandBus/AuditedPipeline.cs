using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// Wraps a pipeline with the audit step: start and stop timestamps around it, then one entry saved whatever the
/// outcome (success, failure with its exception, or cancellation). When the inner pipeline completes synchronously
/// no state machine runs; the only allocation is the entry itself.
/// </summary>
internal sealed class AuditedPipeline<TCommand>(CommandPipeline<TCommand> inner, Type handlerType, AuditStore store)
    : CommandPipeline<TCommand>
    where TCommand : ICommand
{
    public override ValueTask RunAsync(TCommand command, CancellationToken cancellationToken)
    {
        var started = Stopwatch.GetTimestamp();
        var pending = inner.RunAsync(command, cancellationToken);
        if (!pending.IsCompleted)
        {
            return AwaitAsync(pending, command, started);
        }

        try
        {
            pending.GetAwaiter().GetResult();
        }
#pragma warning disable CA1031 // Recorded, then handed back to the caller through the ValueTask.
        catch (Exception ex)
#pragma warning restore CA1031
        {
            Save(command, started, ex);
            return Failure(ex);
        }

        Save(command, started, null);
        return default;
    }

    // Pooled: a handler that really suspends does not cost a new state machine box per command on this path.
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask AwaitAsync(ValueTask pending, TCommand command, long started)
    {
        try
        {
            await pending.ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            Save(command, started, ex);
            throw; // a bare throw keeps the handler's stack
        }

        Save(command, started, null);
    }

    private void Save(TCommand command, long started, Exception? exception)
    {
        var outcome = exception switch
        {
            null => AuditOutcome.Succeeded,
            OperationCanceledException => AuditOutcome.Cancelled,
            _ => AuditOutcome.Failed,
        };
        store.Save(new AuditEntry(command, handlerType, started, Stopwatch.GetTimestamp(), outcome, exception));
    }
}
