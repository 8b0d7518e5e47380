using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Lock contention: threads waiting to enter a lock another thread holds (ContentionStart/Stop), summed per lock.
/// Found when contended waits are both frequent and long in one window after the warm-up (see <see cref="RuleSpan"/>).
/// </summary>
public sealed class ContentionDetector : IDetector
{
    /// <summary>Contended lock entries in one window that make a finding, with <see cref="BlockedToFind"/>.</summary>
    public const int ContentionsToFind = 10;

    /// <summary>Time waited for held locks in one window that makes a finding, with <see cref="ContentionsToFind"/>.</summary>
    public static readonly TimeSpan BlockedToFind = TimeSpan.FromMilliseconds(100);

    private readonly SecondBins countBins = new();
    private readonly SecondBins waitedBins = new();

    private readonly Dictionary<int, (TimeSpan At, ulong Lock)> open = [];
    private readonly Dictionary<ulong, (int Count, TimeSpan Blocked)> locks = [];

    public string Name => "contention";

    public void Observe(WatchEvent watchEvent)
    {
        switch (watchEvent)
        {
            case ContentionBegan began:
                open[began.ThreadId] = (began.At, began.LockId);
                break;
            case ContentionEnded ended when open.Remove(ended.ThreadId, out var began):
                var total = locks.GetValueOrDefault(began.Lock);
                locks[began.Lock] = (total.Count + 1, total.Blocked + (ended.At - began.At));
                countBins.Add(began.At);
                waitedBins.AddSpan(began.At, ended.At);
                break;
        }
    }

    public DetectorVerdict Judge(RuleSpan span, WatchSignals signals)
    {
        var elapsed = span.Elapsed;
        var worst = span.Windows().Select(w => (Range: w, Count: countBins.Sum(w.From, w.To), Waited: waitedBins.Sum(w.From, w.To)))
            .DefaultIfEmpty().MaxBy(w => (Finds(w.Count, w.Waited) ? 1 : 0, w.Waited));
        var count = locks.Values.Sum(l => l.Count);
        var blocked = locks.Values.Aggregate(TimeSpan.Zero, (sum, l) => sum + l.Blocked);
        var figures = new Dictionary<string, double>
        {
            ["contentions"] = count,
            ["contended_ms"] = blocked.TotalMilliseconds,
            ["contentions_per_s"] = elapsed > TimeSpan.Zero ? count / elapsed.TotalSeconds : 0,
            ["locks"] = locks.Count,
            ["window_contentions_max"] = worst.Count,
            ["window_contended_ms_max"] = worst.Waited * 1000,
        };
        var evidence = new List<string>
        {
            Text($"{count} contended lock entries on {locks.Count} lock(s), {blocked.TotalMilliseconds:0} ms waited in all"),
        };
        evidence.AddRange(locks.OrderByDescending(l => l.Value.Blocked).Take(3)
            .Select(l => LockName(l.Key) + Text($": {l.Value.Count} waits, {l.Value.Blocked.TotalMilliseconds:0} ms")));
        evidence.Insert(0, Text($"worst window {RuleSpan.Describe(worst.Range)}: {worst.Count:0} contended entries, ")
            + Text($"{worst.Waited * 1000:0} ms waited"));
        var found = span.HasWindows && Finds(worst.Count, worst.Waited);
        var missing = !span.HasWindows ? span.WarmUpOnly()
            : signals.HasFlag(WatchSignals.Contention) ? null : "the runtime's contention events";
        return new DetectorVerdict(
            Name,
            found ? Finding.Found : missing is null ? Finding.NotSeen : Finding.CannotTell,
            string.Create(CultureInfo.InvariantCulture, $"{span.Judged()}: found when threads wait for a held lock " +
                $"{ContentionsToFind}+ times in a window, {BlockedToFind.TotalMilliseconds:0}+ ms in all"),
            evidence,
            figures,
            missing,
            "Threads queue for a lock another thread holds, and a pool thread waiting there serves nothing. Hold it for less " +
                "(no I/O or waits inside), split what it guards, or use SemaphoreSlim.WaitAsync where the holder must await.",
            null,
            []);
    }

    private static bool Finds(double count, double waitedSeconds) =>
        count >= ContentionsToFind && waitedSeconds >= BlockedToFind.TotalSeconds;

    private static string LockName(ulong id) =>
        id == 0 ? "lock (not named by this runtime)" : "lock 0x" + id.ToString("x", CultureInfo.InvariantCulture);

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
