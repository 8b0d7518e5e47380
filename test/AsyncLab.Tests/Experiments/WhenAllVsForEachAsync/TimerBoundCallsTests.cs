using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public sealed class TimerBoundCallsTests
{
    [Fact]
    public async Task MeasureAsync_TwoRows_OneSampleEachKeyedLikeABenchmarkCase()
    {
        FanOutCase[] rows = [new(WorkloadSuite.Io, FanOutMethods.WhenAll, 2, 1), new(WorkloadSuite.Io, FanOutMethods.ForEachAsync, 3, 1)];

        var figures = await TimerBoundCalls.MeasureAsync(rows, new Progress<ExperimentProgress>(), CancellationToken.None);

        Assert.Equal(rows, figures.Select(f => f.Row));
        Assert.All(figures, f => Assert.Single(f.Figure.TimeSamplesNs));
        // A call lasts at least its item's delay of 1 ms.
        Assert.All(figures, f => Assert.True(f.Figure.MedianNs >= 0.9e6, $"{f.Row}: {f.Figure.MedianNs} ns"));
        Assert.Equal(nameof(SimulatedIoBenchmarks.ForEachAsync), figures[1].Figure.Method);
        Assert.Equal("3", figures[1].Figure.Parameters[nameof(SimulatedIoBenchmarks.CollectionCount)]);
        Assert.Equal("1", figures[1].Figure.Parameters[nameof(SimulatedIoBenchmarks.DelayMs)]);
    }

    [Fact]
    public async Task MeasureAsync_Cancelled_Throws()
    {
        using var cancelled = new CancellationTokenSource();
        await cancelled.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() =>
            TimerBoundCalls.MeasureAsync([new(WorkloadSuite.Io, FanOutMethods.WhenAll, 1, 1)], new Progress<ExperimentProgress>(), cancelled.Token));
    }
}
