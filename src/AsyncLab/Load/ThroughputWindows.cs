namespace AsyncLab.Load;

/// <summary>
/// Successful responses per one-second window since the start, each response spread over the windows it was in flight in
/// (its share of a window is the share of its time it spent there). Counted at the answer alone, users that start together
/// and take 2 s each would read 25, 0, 25, 0 at 25 users: a wave's second or the gap after it, not the 12.5 req/s the test
/// serves every second. A response answered after the planned end (while the in-flight requests drain) keeps its share of
/// the windows before the end: left out, the last seconds would read low by the requests still in flight then.
/// </summary>
public sealed class ThroughputWindows(TimeSpan duration)
{
    private readonly double[] counts = new double[(int)Math.Ceiling(duration.TotalSeconds)];
    private readonly Lock gate = new();

    /// <param name="sent">When the request was sent (or due, in an open loop), since the start.</param>
    /// <param name="answered">When its answer came, since the start.</param>
    public void Record(TimeSpan sent, TimeSpan answered)
    {
        var to = Math.Max(answered.TotalSeconds, 0);
        var from = Math.Clamp(sent.TotalSeconds, 0, to);
        var end = duration.TotalSeconds;
        lock (gate)
        {
            if (to - from <= 0)
            {
                if (to < end)
                {
                    counts[Math.Min((int)to, counts.Length - 1)] += 1;
                }

                return;
            }

            for (var window = (int)from; window < counts.Length && window < to; window++)
            {
                var overlap = Math.Min(Math.Min(to, window + 1), end) - Math.Max(from, window);
                counts[window] += Math.Max(0, overlap) / (to - from);
            }
        }
    }

    /// <summary>Requests per second in each whole window (a last partial window is left out: it would read low).</summary>
    public IReadOnlyList<double> WholeWindows()
    {
        lock (gate)
        {
            return counts.Take((int)Math.Floor(duration.TotalSeconds)).ToArray();
        }
    }

    /// <summary>Successful responses within the planned duration, per second (a drained response by its share before the end).</summary>
    public double MeanRps()
    {
        lock (gate)
        {
            return counts.Sum() / duration.TotalSeconds;
        }
    }
}
