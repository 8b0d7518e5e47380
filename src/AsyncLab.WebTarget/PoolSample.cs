using System.Globalization;

namespace AsyncLab.WebTarget;

/// <summary>One look at the worker pool (threads, queued items, completed items) and the server's counters at that moment.</summary>
/// <param name="Seq">1, 2, 3 ... in the order taken, so a reader can ask for the samples after the last it saw.</param>
/// <param name="TimeMs">Milliseconds since the server started.</param>
/// <param name="JittedMethods">
/// Methods the JIT has compiled so far, every tier counted (JitInfo.GetCompiledMethodCount): while it still climbs under
/// load, tiering is still replacing code and the server's throughput is not yet what it will be.
/// </param>
public sealed record PoolSample(
    long Seq,
    double TimeMs,
    int Threads,
    long Pending,
    long Completed,
    long Requests,
    long Offloaded,
    long Inline,
    long JittedMethods = 0)
{
    public const string LinePrefix = "sample ";

    /// <summary>The sample as one stdout line, readable by a parent process even when the server's pool is starved.</summary>
    public string ToLine() => string.Create(CultureInfo.InvariantCulture,
        $"{LinePrefix}{Seq} {TimeMs:0.0} {Threads} {Pending} {Completed} {Requests} {Offloaded} {Inline} {JittedMethods}");

    public static PoolSample? ParseLine(string line)
    {
        if (!line.StartsWith(LinePrefix, StringComparison.Ordinal))
        {
            return null;
        }

        var f = line[LinePrefix.Length..].Split(' ');
        var n = new long[f.Length];
        if (f.Length != 9 || !double.TryParse(f[1], NumberStyles.Float, CultureInfo.InvariantCulture, out var time))
        {
            return null;
        }

        for (var i = 0; i < f.Length; i++)
        {
            if (i != 1 && !long.TryParse(f[i], NumberStyles.Integer, CultureInfo.InvariantCulture, out n[i]))
            {
                return null;
            }
        }

        return new PoolSample(n[0], time, (int)n[2], n[3], n[4], n[5], n[6], n[7], n[8]);
    }
}
