namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>One timed run of the call-and-await loop: how many loops fitted in the time, and what they allocated.</summary>
public sealed record LoopSample(long Loops, long AllocatedBytes, TimeSpan Elapsed)
{
    public double LoopsPerSecond => Elapsed > TimeSpan.Zero ? Loops / Elapsed.TotalSeconds : double.NaN;

    public double BytesPerLoop => Loops > 0 ? (double)AllocatedBytes / Loops : double.NaN;
}
