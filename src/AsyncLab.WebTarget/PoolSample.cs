namespace AsyncLab.WebTarget;

/// <summary>One look at the worker pool: thread count, queued work items and work items completed so far.</summary>
/// <param name="Seq">1, 2, 3 ... in the order taken, so a reader can ask for the samples after the last it saw.</param>
/// <param name="TimeMs">Milliseconds since the server started.</param>
public sealed record PoolSample(long Seq, double TimeMs, int Threads, long Pending, long Completed);
