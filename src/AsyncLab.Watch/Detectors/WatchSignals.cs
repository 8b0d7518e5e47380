namespace AsyncLab.Watch.Detectors;

/// <summary>
/// The signals a watch asked the target for. A detector that lacks the signal it needs says "cannot tell" and names
/// it, instead of "not seen".
/// </summary>
[Flags]
public enum WatchSignals
{
    None = 0,

    /// <summary>System.Runtime's counters every second (thread count, queue length, CPU).</summary>
    Counters = 1,

    /// <summary>The runtime's ThreadingKeyword events: pool adjustments with their reason, worker starts and waits.</summary>
    PoolEvents = 2,

    /// <summary>.NET 9's WaitHandleWaitStart/Stop (WaitHandleKeyword, verbose).</summary>
    WaitEvents = 4,

    /// <summary>TplEventSource's TaskWaitBegin/End: synchronous task waits on any runtime, the fallback before .NET 9.</summary>
    TaskWaits = 8,

    /// <summary>The runtime's ContentionKeyword events.</summary>
    Contention = 16,

    /// <summary>The runtime's GC keyword events (suspensions and restarts).</summary>
    GcPauses = 32,
}
