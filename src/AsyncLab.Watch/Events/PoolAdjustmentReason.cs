namespace AsyncLab.Watch.Events;

/// <summary>
/// Why the thread pool changed its worker count: the Reason field of the runtime's ThreadPoolWorkerThreadAdjustment
/// event (id 55), in the runtime's own order.
/// </summary>
public enum PoolAdjustmentReason
{
    Warmup = 0,
    Initializing = 1,
    RandomMove = 2,
    ClimbingMove = 3,
    ChangePoint = 4,
    Stabilizing = 5,

    /// <summary>Work waited in the queue while no worker finished any: the pool adds a thread to make progress.</summary>
    Starvation = 6,

    ThreadTimedOut = 7,

    /// <summary>A pool thread blocked waiting for a task (Task.Wait, .Result): the pool adds a thread to replace it.</summary>
    CooperativeBlocking = 8,
}
