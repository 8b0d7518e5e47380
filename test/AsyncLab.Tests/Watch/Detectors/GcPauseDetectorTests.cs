using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using static AsyncLab.Tests.Watch.Detectors.EventSequence;

namespace AsyncLab.Tests.Watch.Detectors;

public sealed class GcPauseDetectorTests
{
    [Fact]
    public void Judge_OneLongPause_Found()
    {
        var verdict = Judge(new GcPauseDetector(), [new RuntimeSuspended(S(1)), new RuntimeResumed(S(1.3))]);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(300, verdict.Figures["longest_pause_ms"], 3);
    }

    [Fact]
    public void Judge_ShortPausesUnderTheShare_NotSeen()
    {
        var events = Enumerable.Range(0, 10).SelectMany(i => new WatchEvent[] { new RuntimeSuspended(S(i)), new RuntimeResumed(S(i + 0.002)) });

        var verdict = Judge(new GcPauseDetector(), events);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(10, verdict.Figures["pauses"]);
    }

    [Fact]
    public void Judge_ManyPausesOverTheShare_Found()
    {
        var events = Enumerable.Range(0, 10).SelectMany(i => new WatchEvent[] { new RuntimeSuspended(S(i)), new RuntimeResumed(S(i + 0.06)) });

        Assert.Equal(Finding.Found, Judge(new GcPauseDetector(), events).Finding);
    }
}
