using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

public sealed class ThroughputWindowsTests
{
    [Fact]
    public void WholeWindows_UsersAnsweringTogetherEveryTwoSeconds_SameRateEverySecond()
    {
        var windows = new ThroughputWindows(TimeSpan.FromSeconds(6));
        foreach (var wave in new[] { 0.0, 2.0, 4.0 })
        {
            for (var user = 0; user < 25; user++)
            {
                windows.Record(TimeSpan.FromSeconds(wave), TimeSpan.FromSeconds(wave + 1.999));
            }
        }

        Assert.All(windows.WholeWindows(), rps => Assert.Equal(12.5, rps, precision: 1));
        Assert.Equal(12.5, windows.MeanRps(), precision: 9);
    }

    [Fact]
    public void WholeWindows_AResponseOverOneAndAHalfSeconds_SharedByItsTime()
    {
        var windows = new ThroughputWindows(TimeSpan.FromSeconds(3));

        windows.Record(TimeSpan.FromSeconds(0.5), TimeSpan.FromSeconds(2));

        Assert.Equal([1 / 3.0, 2 / 3.0, 0], windows.WholeWindows(), (a, b) => Math.Abs(a - b) < 1e-12);
    }

    [Fact]
    public void Record_AnsweredAfterThePlannedEnd_ItsShareBeforeTheEndKept()
    {
        var windows = new ThroughputWindows(TimeSpan.FromSeconds(2));

        windows.Record(TimeSpan.FromSeconds(1.5), TimeSpan.FromSeconds(2.5));

        Assert.Equal([0.0, 0.5], windows.WholeWindows());
        Assert.Equal(0.25, windows.MeanRps(), precision: 9);
    }

    [Fact]
    public void WholeWindows_UsersStillInFlightAtTheEnd_LastSecondReadsTheRateAsTheOthers()
    {
        var windows = new ThroughputWindows(TimeSpan.FromSeconds(3));
        for (var user = 0; user < 10; user++)
        {
            for (var sent = 0.05 * user; sent < 3; sent += 0.5)
            {
                windows.Record(TimeSpan.FromSeconds(sent), TimeSpan.FromSeconds(sent + 0.5));
            }
        }

        Assert.All(windows.WholeWindows().Skip(1), rps => Assert.Equal(20, rps, precision: 9));
    }

    [Fact]
    public void WholeWindows_AnInstantAnswerAndAPartialLastWindow_CountedInItsSecondAndTheLastLeftOut()
    {
        var windows = new ThroughputWindows(TimeSpan.FromSeconds(2.5));

        windows.Record(TimeSpan.FromSeconds(1.25), TimeSpan.FromSeconds(1.25));
        windows.Record(TimeSpan.FromSeconds(2.1), TimeSpan.FromSeconds(2.2));

        Assert.Equal([0.0, 1.0], windows.WholeWindows());
        Assert.Equal(2 / 2.5, windows.MeanRps(), precision: 9);
    }
}
