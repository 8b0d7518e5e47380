using System.Diagnostics;

namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// The article's bus, kept as the baseline: Send finds the handler, times it and saves an audit entry; SendAsync is
/// Send moved to the thread pool with Task.Factory.StartNew, which its author calls a stopgap.
/// </summary>
/// <remarks>
/// As in the article, the entry is saved only after the handler returns, so a handler that throws leaves no audit
/// entry (the article's author notes his auditing had a flaw). Only synchronous handlers are supported.
/// </remarks>
public sealed class ArticleCommandBus(CommandHandlerRegistry registry, AuditStore? audit = null)
{
    public void Send<TCommand>(TCommand command)
        where TCommand : ICommand
    {
        var handler = registry.Find<TCommand>().Handler
            ?? throw new NotSupportedException(
                $"The article's bus runs synchronous handlers only; '{typeof(TCommand).FullName}' has an asynchronous one.");
        if (audit is null)
        {
            handler.Handle(command);
            return;
        }

        var started = Stopwatch.GetTimestamp();
        handler.Handle(command);
        audit.Save(new AuditEntry(command!, handler.GetType(), started, Stopwatch.GetTimestamp(), AuditOutcome.Succeeded, null));
    }

#pragma warning disable CA2008 // The article's code exactly: StartNew on the ambient scheduler, a closure per call.
    public Task SendAsync<TCommand>(TCommand command)
        where TCommand : ICommand => Task.Factory.StartNew(() => Send(command));
#pragma warning restore CA2008
}
