using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public sealed class TimerBoundCallsTests
{
    private static readonly FanOutCase[] Rows =
        [new(WorkloadSuite.Io, FanOutMethods.WhenAll, 2, 1), new(WorkloadSuite.Io, FanOutMethods.ForEachAsync, 3, 1)];

    [Fact]
    public async Task MeasureAsync_ThreeRounds_OneCallARoundPerRowEachAtLeastItsDelay()
    {
        var afterRounds = new List<int>();

        var figures = await TimerBoundCalls.MeasureAsync(Rows, 3, new Progress<ExperimentProgress>(),
            sofar => afterRounds.Add(sofar[0].Figure.TimeSamplesNs.Count), CancellationToken.None);

        Assert.Equal(Rows, figures.Select(f => f.Row));
        Assert.All(figures, f => Assert.Equal(3, f.Figure.TimeSamplesNs.Count));
        // A call waits on its items' 1 ms timers. The runtime's timers count whole milliseconds of a tick count, so a 1 ms
        // delay set just before a tick ends can fire well under 1 ms later: the bound is a timer's wait, not 1 ms.
        Assert.All(figures, f => Assert.All(f.Figure.TimeSamplesNs, ns => Assert.True(ns >= 0.1e6, $"{f.Row}: {ns} ns")));
        Assert.Equal([1, 2, 3], afterRounds);
        Assert.Equal("3", figures[1].Figure.Parameters["items"]);
        Assert.Equal("1", figures[1].Figure.Parameters["delay_ms"]);
    }

    [Fact]
    public async Task MeasureAsync_OneRound_MedianIsTheCall()
    {
        var figures = await TimerBoundCalls.MeasureAsync(Rows[..1], 1, new Progress<ExperimentProgress>(), null, CancellationToken.None);

        Assert.Equal(figures[0].Figure.TimeSamplesNs[0], figures[0].Figure.MedianNs);
    }

    [Fact]
    public async Task MeasureAsync_Cancelled_Throws()
    {
        using var cancelled = new CancellationTokenSource();
        await cancelled.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(
            () => TimerBoundCalls.MeasureAsync(Rows, 1, new Progress<ExperimentProgress>(), null, cancelled.Token));
    }

    [Fact]
    public async Task MeasureAsync_ZeroRounds_Throws() =>
        await Assert.ThrowsAsync<ArgumentOutOfRangeException>(
            () => TimerBoundCalls.MeasureAsync(Rows, 0, new Progress<ExperimentProgress>(), null, CancellationToken.None));
}
