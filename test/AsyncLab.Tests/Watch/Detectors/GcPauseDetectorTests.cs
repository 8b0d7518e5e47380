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
        var events = Enumerable.Range(0, 10)
            .SelectMany(i => new WatchEvent[] { new RuntimeSuspended(S(i)), new RuntimeResumed(S(i + 0.002)) });

        var verdict = Judge(new GcPauseDetector(), events);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(10, verdict.Figures["pauses"]);
    }

    [Fact]
    public void Judge_ManyPausesOverTheShare_Found()
    {
        var events = Enumerable.Range(0, 10)
            .SelectMany(i => new WatchEvent[] { new RuntimeSuspended(S(i)), new RuntimeResumed(S(i + 0.06)) });

        Assert.Equal(Finding.Found, Judge(new GcPauseDetector(), events).Finding);
    }

    [Fact]
    public void Judge_PausesInOneWindowOfALongWatch_FoundAndStaysFound()
    {
        // 600 ms paused in five seconds, then a quiet minute: one percent of the watch, twelve of its worst window.
        var events = Enumerable.Range(0, 10)
            .SelectMany(i => new WatchEvent[] { new RuntimeSuspended(S(i * 0.5)), new RuntimeResumed(S((i * 0.5) + 0.06)) });

        var verdict = Judge(new GcPauseDetector(), events, elapsedSeconds: 65);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(0.12, verdict.Figures["window_paused_share_max"], 3);
    }

    [Fact]
    public void Judge_LongPauseInTheWarmUp_NotCounted()
    {
        var verdict = Judge(new GcPauseDetector(), [new RuntimeSuspended(S(1)), new RuntimeResumed(S(1.3))], warmUpSeconds: 3);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal((0.0, 1.0), (verdict.Figures["pauses"], verdict.Figures["pauses_in_warm_up"]));
    }
}
