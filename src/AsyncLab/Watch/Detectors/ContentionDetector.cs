using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Lock contention: threads waiting to enter a lock another thread holds (ContentionStart/Stop), summed per lock.
/// Found when contended waits are both frequent and long in all.
/// </summary>
public sealed class ContentionDetector : IDetector
{
    public const int ContentionsToFind = 10;

    public static readonly TimeSpan BlockedToFind = TimeSpan.FromMilliseconds(100);

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
                break;
        }
    }

    public DetectorVerdict Judge(TimeSpan elapsed, WatchSignals signals)
    {
        var count = locks.Values.Sum(l => l.Count);
        var blocked = locks.Values.Aggregate(TimeSpan.Zero, (sum, l) => sum + l.Blocked);
        var figures = new Dictionary<string, double>
        {
            ["contentions"] = count,
            ["contended_ms"] = blocked.TotalMilliseconds,
            ["contentions_per_s"] = elapsed > TimeSpan.Zero ? count / elapsed.TotalSeconds : 0,
            ["locks"] = locks.Count,
        };
        var evidence = new List<string> { Text($"{count} contended lock entries on {locks.Count} lock(s), {blocked.TotalMilliseconds:0} ms waited in all") };
        evidence.AddRange(locks.OrderByDescending(l => l.Value.Blocked).Take(3)
            .Select(l => Text($"lock {(l.Key == 0 ? "(not named by this runtime)" : "0x" + l.Key.ToString("x", CultureInfo.InvariantCulture))}: {l.Value.Count} waits, {l.Value.Blocked.TotalMilliseconds:0} ms")));
        var found = count >= ContentionsToFind && blocked >= BlockedToFind;
        var missing = signals.HasFlag(WatchSignals.Contention) ? null : "the runtime's contention events";
        return new DetectorVerdict(
            Name,
            found ? Finding.Found : missing is null ? Finding.NotSeen : Finding.CannotTell,
            Text($"found when threads wait for a held lock {ContentionsToFind}+ times for {BlockedToFind.TotalMilliseconds:0}+ ms in all"),
            evidence,
            figures,
            missing,
            "Threads queue for a lock another thread holds, and a pool thread waiting there serves nothing. Hold it for less (no I/O or waits inside), split what it guards, or use SemaphoreSlim.WaitAsync where the holder must await.",
            null,
            []);
    }

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
