namespace AsyncLab.Data.Orders;

/// <summary>How many observed async calls there were and how many had completed before they returned.</summary>
public readonly record struct SyncCompletionShare(long Calls, long CompletedSynchronously)
{
    /// <summary>Null when nothing was observed: a share of no calls is not a measurement.</summary>
    public double? Share => Calls == 0 ? null : (double)CompletedSynchronously / Calls;
}
