namespace AsyncLab.Load;

/// <summary>
/// Successful responses per one-second window since the start, each response spread over the windows it was in flight in
/// (its share of a window is the share of its time it spent there); those answered after the planned end count apart.
/// Counted at the answer alone, users that start together and take 2 s each would read 25, 0, 25, 0 at 25 users: a
/// wave's second or the gap after it, not the 12.5 req/s the test serves every second.
/// </summary>
public sealed class ThroughputWindows(TimeSpan duration)
{
    private readonly double[] counts = new double[(int)Math.Ceiling(duration.TotalSeconds)];
    private readonly Lock gate = new();
    private long afterEnd;

    /// <param name="sent">When the request was sent (or due, in an open loop), since the start.</param>
    /// <param name="answered">When its answer came, since the start.</param>
    public void Record(TimeSpan sent, TimeSpan answered)
    {
        if (answered >= duration || answered < TimeSpan.Zero)
        {
            Interlocked.Increment(ref afterEnd);
            return;
        }

        var from = Math.Clamp(sent.TotalSeconds, 0, answered.TotalSeconds);
        var to = answered.TotalSeconds;
        lock (gate)
        {
            if (to - from <= 0)
            {
                counts[Math.Min((int)to, counts.Length - 1)] += 1;
                return;
            }

            for (var window = (int)from; window <= Math.Min((int)to, counts.Length - 1); window++)
            {
                var overlap = Math.Min(to, window + 1) - Math.Max(from, window);
                counts[window] += Math.Max(0, overlap) / (to - from);
            }
        }
    }

    /// <summary>Responses that completed while the in-flight requests drained after the planned end.</summary>
    public long AfterEnd => Interlocked.Read(ref afterEnd);

    /// <summary>Requests per second in each whole window (a last partial window is left out: it would read low).</summary>
    public IReadOnlyList<double> WholeWindows()
    {
        lock (gate)
        {
            return counts.Take((int)Math.Floor(duration.TotalSeconds)).ToArray();
        }
    }

    /// <summary>Successful responses within the planned duration, per second.</summary>
    public double MeanRps()
    {
        lock (gate)
        {
            return counts.Sum() / duration.TotalSeconds;
        }
    }
}
