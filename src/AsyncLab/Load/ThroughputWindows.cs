namespace AsyncLab.Load;

/// <summary>Successful responses counted per one-second window since the start; those after the planned end count apart.</summary>
public sealed class ThroughputWindows(TimeSpan duration)
{
    private readonly long[] counts = new long[(int)Math.Ceiling(duration.TotalSeconds)];
    private long afterEnd;

    public void Record(TimeSpan elapsed)
    {
        var window = (int)elapsed.TotalSeconds;
        if (elapsed < duration && window < counts.Length)
        {
            Interlocked.Increment(ref counts[window]);
        }
        else
        {
            Interlocked.Increment(ref afterEnd);
        }
    }

    /// <summary>Responses that completed while the in-flight requests drained after the planned end.</summary>
    public long AfterEnd => Interlocked.Read(ref afterEnd);

    /// <summary>Requests per second in each whole window (a last partial window is left out: it would read low).</summary>
    public IReadOnlyList<double> WholeWindows() =>
        counts.Take((int)Math.Floor(duration.TotalSeconds)).Select(c => (double)c).ToArray();

    /// <summary>Successful responses within the planned duration, per second.</summary>
    public double MeanRps() => counts.Sum() / duration.TotalSeconds;
}
