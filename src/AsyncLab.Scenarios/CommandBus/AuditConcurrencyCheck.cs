using System.Diagnostics;

namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// Many senders at once, every tenth command rejected by its handler; then the audit is counted against the commands.
/// Each command carries a unique sequence number, so a missing or doubled entry is found, not just a wrong total.
/// </summary>
public static class AuditConcurrencyCheck
{
    /// <summary>The native bus with an asynchronous handler that sometimes suspends and sometimes throws.</summary>
    public static Task<AuditTally> RunNativeAsync(int senders, int commandsPerSender)
    {
        var store = new AuditStore(senders * commandsPerSender);
        var registry = new CommandHandlerRegistry([HandlerRegistration.ForAsync(new FlakyDepositHandler(new Account()))]);
        var bus = new NativeCommandBus(registry, store);
        return RunAsync(senders, commandsPerSender, store, d => bus.SendAsync(d));
    }

    /// <summary>The article's bus (SendAsync by StartNew) with a synchronous handler that throws for every tenth command.</summary>
    public static Task<AuditTally> RunArticleAsync(int senders, int commandsPerSender)
    {
        var store = new AuditStore(senders * commandsPerSender);
        var registry = new CommandHandlerRegistry([HandlerRegistration.For(new RejectingDepositHandler(new Account()))]);
        var bus = new ArticleCommandBus(registry, store);
        return RunAsync(senders, commandsPerSender, store, d => new ValueTask(bus.SendAsync(d)));
    }

    private static async Task<AuditTally> RunAsync(int senders, int commandsPerSender, AuditStore store, Func<Deposit, ValueTask> send)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(senders);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(commandsPerSender);
        var go = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var started = Stopwatch.GetTimestamp();
        var running = Enumerable.Range(0, senders)
            .Select(s => Task.Run(() => SendManyAsync(go.Task, s * (long)commandsPerSender, commandsPerSender, send)))
            .ToArray();
        go.SetResult(); // all senders start together
        var failuresSeen = (await Task.WhenAll(running).ConfigureAwait(false)).Sum();
        var elapsed = Stopwatch.GetElapsedTime(started);
        return Count(store, senders * (long)commandsPerSender, failuresSeen, elapsed);
    }

    private static async Task<long> SendManyAsync(Task go, long firstSequence, int count, Func<Deposit, ValueTask> send)
    {
        await go.ConfigureAwait(false);
        long failures = 0;
        for (var i = 0; i < count; i++)
        {
            try
            {
                await send(new Deposit(firstSequence + i, 1)).ConfigureAwait(false);
            }
            catch (InvalidOperationException)
            {
                failures++;
            }
        }

        return failures;
    }

    private static AuditTally Count(AuditStore store, long commands, long failuresSeen, TimeSpan elapsed)
    {
        var perCommand = new int[commands];
        long failed = 0;
        foreach (var entry in store.Snapshot())
        {
            perCommand[((Deposit)entry.Command).Sequence]++;
            if (entry.Outcome == AuditOutcome.Failed && entry.Exception is not null)
            {
                failed++;
            }
        }

        var expectedFailures = (commands + 9) / 10; // sequences 0, 10, 20, ...
        return new AuditTally(
            commands,
            store.Count,
            perCommand.LongCount(n => n == 0),
            perCommand.LongCount(n => n > 1),
            failed,
            expectedFailures,
            failuresSeen,
            elapsed);
    }
}
