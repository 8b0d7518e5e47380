namespace AsyncLab.Watch.Events;

/// <summary>What a thread waited in: which event reported the wait.</summary>
public enum WaitKind
{
    /// <summary>A wait handle (.NET 9+ WaitHandleWaitStart, WaitSource unknown).</summary>
    WaitHandle,

    /// <summary>
    /// Monitor.Wait, which Task.Wait and .Result reach through ManualResetEventSlim (.NET 9+ WaitHandleWaitStart,
    /// WaitSource MonitorWait).
    /// </summary>
    Monitor,

    /// <summary>A synchronous Task.Wait (TplEventSource TaskWaitBegin, Behavior Synchronous): the fallback before .NET 9.</summary>
    TaskWait,
}
