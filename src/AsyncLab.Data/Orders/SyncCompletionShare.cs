namespace AsyncLab.Data.Orders;

/// <summary>How many observed async calls there were and how many had completed before they returned.</summary>
public readonly record struct SyncCompletionShare(long Calls, long CompletedSynchronously)
{
    /// <summary>Null when nothing was observed: a share of no calls is not a measurement.</summary>
    public double? Share => Calls == 0 ? null : (double)CompletedSynchronously / Calls;

    /// <summary>The calls of several tests or runs taken together.</summary>
    public static SyncCompletionShare Sum(IEnumerable<SyncCompletionShare> parts) =>
        parts.Aggregate(
            default(SyncCompletionShare),
            (sum, part) => new SyncCompletionShare(sum.Calls + part.Calls, sum.CompletedSynchronously + part.CompletedSynchronously));
}
