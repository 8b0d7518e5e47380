namespace AsyncLab.Scan;

/// <summary>
/// The lab's own words for what an analyzer found at a site: one kind per site, whichever rules reported it
/// (<see cref="SiteKinds"/> names each and what measures it).
/// </summary>
public enum SiteKind
{
    /// <summary>A thread blocked until a task completes: .Wait(), .Result, GetAwaiter().GetResult(), Task.WaitAll.</summary>
    BlockingWait,

    /// <summary>A task started on another thread (Task.Run, StartNew) only for the caller to block until it ends.</summary>
    OffloadThenWait,

    /// <summary>A blocking call (Thread.Sleep, a synchronous API with an async twin) inside an async method.</summary>
    BlockingInAsync,

    /// <summary>An async void method or lambda: nothing can await it, and its exception ends the process.</summary>
    AsyncVoid,

    /// <summary>A task started and never observed: its exception is lost and nothing waits for its end.</summary>
    FireAndForget,

    /// <summary>A ValueTask consumed twice, or stored and read where it may already be reused.</summary>
    [System.Text.Json.Serialization.JsonStringEnumMemberName("valuetask-misuse")]
    ValueTaskMisuse,

    /// <summary>Task.Factory.StartNew or ContinueWith on TaskScheduler.Current, which a caller's scheduler changes.</summary>
    ImplicitScheduler,
}
