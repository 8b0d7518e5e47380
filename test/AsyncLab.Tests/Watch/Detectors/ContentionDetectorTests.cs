using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using static AsyncLab.Tests.Watch.Detectors.EventSequence;

namespace AsyncLab.Tests.Watch.Detectors;

public sealed class ContentionDetectorTests
{
    [Fact]
    public void Judge_FrequentLongContention_FoundWithTheWorstLockFirst()
    {
        var events = Enumerable.Range(0, 12).SelectMany(i => Contended(i, 0x488, 20))
            .Concat(Contended(20, 0x99, 1));

        var verdict = Judge(new ContentionDetector(), events);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(13, verdict.Figures["contentions"]);
        Assert.Equal(2, verdict.Figures["locks"]);
        Assert.StartsWith("lock 0x488: 12 waits, 240 ms", verdict.Evidence[2], StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_ContentionSpreadOverAMinute_NotSeen()
    {
        // Twelve long contentions in a minute: a whole-watch total would find them; no five-second window holds ten.
        var events = Enumerable.Range(0, 12).SelectMany(i => Contended(i * 50, 0x488, 20));

        var verdict = Judge(new ContentionDetector(), events, elapsedSeconds: 60);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(12, verdict.Figures["contentions"]);
    }

    [Fact]
    public void Judge_FewShortContentions_NotSeen()
    {
        var events = Enumerable.Range(0, 5).SelectMany(i => Contended(i, 0x488, 1));

        Assert.Equal(Finding.NotSeen, Judge(new ContentionDetector(), events).Finding);
    }

    [Fact]
    public void Judge_ManyButBriefContentions_NotSeen()
    {
        var events = Enumerable.Range(0, 200).SelectMany(i => Contended(i, 0x488, 0.1));

        Assert.Equal(Finding.NotSeen, Judge(new ContentionDetector(), events).Finding);
    }

    [Fact]
    public void Judge_WithoutContentionEvents_CannotTell()
    {
        var verdict = Judge(new ContentionDetector(), [], WatchSignals.Counters);

        Assert.Equal(Finding.CannotTell, verdict.Finding);
        Assert.Equal("the runtime's contention events", verdict.Missing);
    }

    private static IEnumerable<WatchEvent> Contended(int i, ulong lockId, double milliseconds) =>
    [
        new ContentionBegan(S(i * 0.1), 100 + i, lockId),
        new ContentionEnded(S(i * 0.1) + TimeSpan.FromMilliseconds(milliseconds), 100 + i),
    ];
}
