using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// GC pauses, as a cross-check for the others: a pause stops every thread at once, so the queue grows and latency
/// jumps without any thread being starved or blocked. Found when pauses take a noticeable share of the time.
/// </summary>
public sealed class GcPauseDetector : IDetector
{
    /// <summary>The share of the watch spent paused that makes a finding.</summary>
    public const double PausedShareToFind = 0.05;

    public static readonly TimeSpan LongPauseToFind = TimeSpan.FromMilliseconds(200);

    private readonly List<TimeSpan> pauses = [];
    private TimeSpan? suspendedAt;

    public string Name => "gc-pauses";

    public void Observe(WatchEvent watchEvent)
    {
        switch (watchEvent)
        {
            case RuntimeSuspended suspended:
                suspendedAt = suspended.At;
                break;
            case RuntimeResumed resumed when suspendedAt is { } at:
                pauses.Add(resumed.At - at);
                suspendedAt = null;
                break;
        }
    }

    public DetectorVerdict Judge(TimeSpan elapsed, WatchSignals signals)
    {
        var total = pauses.Aggregate(TimeSpan.Zero, (sum, p) => sum + p);
        var longest = pauses.Count > 0 ? pauses.Max() : TimeSpan.Zero;
        var share = elapsed > TimeSpan.Zero ? total / elapsed : 0;
        var figures = new Dictionary<string, double>
        {
            ["pauses"] = pauses.Count,
            ["paused_ms"] = total.TotalMilliseconds,
            ["longest_pause_ms"] = longest.TotalMilliseconds,
            ["paused_share"] = share,
        };
        var found = share >= PausedShareToFind || longest >= LongPauseToFind;
        var missing = signals.HasFlag(WatchSignals.GcPauses) ? null : "the runtime's GC events";
        return new DetectorVerdict(
            Name,
            found ? Finding.Found : missing is null ? Finding.NotSeen : Finding.CannotTell,
            Text($"found when GC pauses take {PausedShareToFind:P0}+ of the time, or one lasts {LongPauseToFind.TotalMilliseconds:0}+ ms"),
            [Text($"{pauses.Count} pause(s), {total.TotalMilliseconds:0.0} ms in all ({share:P1} of the watch), the longest {longest.TotalMilliseconds:0.0} ms")],
            figures,
            missing,
            "A pause stops every thread, so queue growth during one is not starvation. Allocate less on the hot path (the lab's async-cost experiment measures bytes per call of each async shape).",
            null,
            []);
    }

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
