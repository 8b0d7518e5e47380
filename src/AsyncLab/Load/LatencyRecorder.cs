using System.Diagnostics;

namespace AsyncLab.Load;

/// <summary>
/// Exact latency recording without a histogram library: each virtual user appends to its own buffer (no locks
/// on the hot path); the buffers are merged and sorted once, at the end, for exact percentiles.
/// </summary>
public sealed class LatencyRecorder
{
    private readonly List<List<long>> buffers = [];
    private readonly Lock gate = new();

    /// <summary>A buffer for one user; only that user writes to it.</summary>
    public List<long> NewBuffer()
    {
        var buffer = new List<long>(1_024);
        lock (gate)
        {
            buffers.Add(buffer);
        }

        return buffer;
    }

    /// <summary>Call once every user has stopped.</summary>
    public LatencySummary Summarize()
    {
        long[] all;
        lock (gate)
        {
            all = new long[buffers.Sum(b => b.Count)];
            var at = 0;
            foreach (var buffer in buffers)
            {
                buffer.CopyTo(all, at);
                at += buffer.Count;
            }
        }

        Array.Sort(all);
        return LatencySummary.FromSortedTicks(all, Stopwatch.Frequency);
    }
}
