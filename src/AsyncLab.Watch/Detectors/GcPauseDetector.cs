using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// GC pauses, as a cross-check for the others: a pause stops every thread at once, so the queue grows and latency
/// jumps without any thread being starved or blocked. Found when pauses take a noticeable share of one window after
/// the warm-up (see <see cref="RuleSpan"/>), or one pause after it is long.
/// </summary>
public sealed class GcPauseDetector : IDetector
{
    /// <summary>The share of one window spent paused that makes a finding.</summary>
    public const double PausedShareToFind = 0.05;

    public static readonly TimeSpan LongPauseToFind = TimeSpan.FromMilliseconds(200);

    private readonly List<(TimeSpan At, TimeSpan Length)> pauses = [];
    private readonly SecondBins pausedBins = new();
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
                pauses.Add((at, resumed.At - at));
                pausedBins.AddSpan(at, resumed.At);
                suspendedAt = null;
                break;
        }
    }

    public DetectorVerdict Judge(RuleSpan span, WatchSignals signals)
    {
        var counted = pauses.Where(p => span.Counts(p.At)).Select(p => p.Length).ToList();
        var total = counted.Aggregate(TimeSpan.Zero, (sum, p) => sum + p);
        var longest = counted.Count > 0 ? counted.Max() : TimeSpan.Zero;
        var worst = span.Windows().Select(w => (Range: w, Share: pausedBins.Sum(w.From, w.To) / RuleSpan.Window.TotalSeconds))
            .DefaultIfEmpty().MaxBy(w => w.Share);
        var figures = new Dictionary<string, double>
        {
            ["pauses"] = counted.Count,
            ["pauses_in_warm_up"] = pauses.Count - counted.Count,
            ["paused_ms"] = total.TotalMilliseconds,
            ["longest_pause_ms"] = longest.TotalMilliseconds,
            ["window_paused_share_max"] = worst.Share,
        };
        var found = span.HasWindows && (worst.Share >= PausedShareToFind || longest >= LongPauseToFind);
        var missing = !span.HasWindows ? span.WarmUpOnly() : signals.HasFlag(WatchSignals.GcPauses) ? null : "the runtime's GC events";
        return new DetectorVerdict(
            Name,
            found ? Finding.Found : missing is null ? Finding.NotSeen : Finding.CannotTell,
            string.Create(CultureInfo.InvariantCulture, $"{span.Judged()}: found when GC pauses take {PausedShareToFind:P0}+ of a " +
                $"window, or one lasts {LongPauseToFind.TotalMilliseconds:0}+ ms"),
            [
                string.Create(CultureInfo.InvariantCulture, $"{counted.Count} pause(s) after the warm-up, " +
                    $"{total.TotalMilliseconds:0.0} ms in all, the longest {longest.TotalMilliseconds:0.0} ms"),
                Text($"worst window {RuleSpan.Describe(worst.Range)}: {worst.Share:P1} of it paused"),
            ],
            figures,
            missing,
            "A pause stops every thread, so queue growth during one is not starvation. Allocate less on the hot path (the lab's " +
                "async-cost experiment measures bytes per call of each async shape).",
            null,
            []);
    }

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
