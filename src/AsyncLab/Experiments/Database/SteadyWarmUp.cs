using System.Globalization;

namespace AsyncLab.Experiments.Database;

/// <summary>One window of a test's warm-up: the rate it served and the methods the server's JIT compiled meanwhile.</summary>
public readonly record struct WarmUpWindow(double Rps, long JittedMethods)
{
    /// <summary>How long the lab then waited, with no load, for the JIT to go quiet.</summary>
    public double DrainSeconds { get; init; }
}

/// <summary>
/// How long a test is warmed up: in windows of <paramref name="WindowSeconds"/>, until one window finds the server's JIT
/// quiet (at most <paramref name="QuietJittedMethods"/> methods compiled) and the rate no more than
/// <paramref name="Tolerance"/> above the best window before it, and at most <paramref name="MaxWindows"/> windows.
/// A fixed second per test is not enough: on a new server the first measured run still climbs while tiering replaces
/// code, and since every pair starts with sync, sync would carry that climb alone and the async/sync intervals would
/// span their bands. The rate alone is a poor signal (it can stall for a second, then climb
/// again as tier-1 code lands); the JIT going quiet says the code has stopped changing. Between windows the lab waits
/// with no load, up to <see cref="MaxDrainSeconds"/>, for the JIT to go quiet: under load the tiering thread shares
/// busy cores with hundreds of request threads and falls seconds behind.
/// </summary>
public sealed record SteadyWarmUp(double WindowSeconds, int MaxWindows, int QuietJittedMethods = 25, double Tolerance = 0.05)
{
    /// <summary>The longest wait, after a window, for the JIT to go quiet before the next window.</summary>
    public double MaxDrainSeconds { get; init; } = 1;

    /// <summary>Whether the windows so far, in order, are enough.</summary>
    public bool IsDone(IReadOnlyList<WarmUpWindow> windows)
    {
        if (windows.Count >= MaxWindows)
        {
            return true;
        }

        if (windows.Count < 2)
        {
            return false;
        }

        var last = windows[^1];
        var bestBefore = windows.Take(windows.Count - 1).Max(w => w.Rps);
        // NaN (nothing answered) never compares as climbing, so a dead endpoint is not warmed for MaxWindows.
        return last.JittedMethods <= QuietJittedMethods && !(last.Rps > bestBefore * (1 + Tolerance));
    }

    /// <summary>"2748 (310, 0.5 s), 3294 (12, 0.2 s)" for the notes: each window's req/s (methods jitted, idle wait after it).</summary>
    public static string Describe(IEnumerable<WarmUpWindow> windows) =>
        string.Join(", ",
            windows.Select(w => string.Create(CultureInfo.InvariantCulture, $"{w.Rps:0} ({w.JittedMethods}, {w.DrainSeconds:0.0} s)")));
}
