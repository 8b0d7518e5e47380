using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Load;
using AsyncLab.Published;
using AsyncLab.Results;

namespace AsyncLab.Tests.Published;

/// <summary>The figures shown beside each measurement are read from docs/published (embedded), cell by cell, in the lab's units.</summary>
public sealed class PublishedArticleTests
{
    [Fact]
    public void Cell_PrintedCell_TheArticlesNumber()
    {
        Assert.Equal(10.439, PublishedArticle.Of("000/001").Cell("table-3", "GetStockPriceForAsync_Await", "Mean"));
        Assert.Equal("us", PublishedArticle.Of("000/001").Unit("table-3", "Mean"));
    }

    [Fact]
    public void Cell_NotPrinted_ThrowsNamingIt()
    {
        // Printed "-": no Gen 0 collection was counted.
        var error = Assert.Throws<InvalidOperationException>(() =>
            PublishedArticle.Of("000/001").Cell("table-2", "GetStockPriceFor", "Gen 0"));

        Assert.Contains("table-2/GetStockPriceFor/Gen 0", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("ms", 1e6)]
    [InlineData("us", 1e3)]
    [InlineData("µs", 1e3)]
    [InlineData("s", 1e9)]
    [InlineData("ns", 1)]
    public void NanosecondsPer_TimeUnit_Factor(string unit, double factor) => Assert.Equal(factor, PublishedArticle.NanosecondsPer(unit));

    [Fact]
    public void NanosecondsPer_NotATime_Throws() => Assert.Throws<InvalidOperationException>(() => PublishedArticle.NanosecondsPer("B"));

    [Fact]
    public void Published_AsyncCostRows_TableOnesMeanRatioAndBytes()
    {
        var direct = AsyncCostVariants.All.Single(v => v.Id == AsyncCostVariants.Direct).Published()!;

        Assert.Equal(2177, direct[MetricNames.MeanNs], 6);
        Assert.Equal(0.96, direct[MetricNames.Ratio]);
        Assert.Equal(0, direct[MetricNames.AllocatedBytesPerOp]);
    }

    [Fact]
    public void Published_ValueTaskFromTableTwo_RatioAndBytesWithoutItsMean()
    {
        var valueTask = AsyncCostVariants.All.Single(v => v.Id == AsyncCostVariants.AsyncValueTask).Published()!;

        Assert.False(valueTask.ContainsKey(MetricNames.MeanNs));
        Assert.Equal(1.09, valueTask[MetricNames.Ratio]);
        Assert.Equal(0, valueTask[MetricNames.AllocatedBytesPerOp]);
    }

    [Fact]
    public void Published_AsyncCostLabRows_None()
    {
        Assert.Null(AsyncCostVariants.All.Single(v => v.Id == AsyncCostVariants.PooledValueTaskAwait).Published());
    }

    [Fact]
    public void Published_EveryAsyncCostCite_Resolves()
    {
        Assert.Equal(7, AsyncCostVariants.All.Count(v => v.Published() is not null));
    }

    [Fact]
    public void For_CpuRow_MeanInNanosecondsAndRatioToWhenAll()
    {
        var published = PublishedFanOutTimings.For(new FanOutCase(WorkloadSuite.Cpu, FanOutMethods.ForEachAsync, 10, 10_000))!;

        Assert.Equal(133_792, published[MetricNames.MeanNs], 6);
        Assert.Equal(133.792 / 295.677, published[MetricNames.Ratio], 9);
    }

    [Fact]
    public void For_RandomSharedRow_TheSameTableTwoFiguresAsTheLabsItem()
    {
        var row = new FanOutCase(WorkloadSuite.CpuRandomShared, FanOutMethods.ForEachAsync, 10, 10_000);

        Assert.Equal(PublishedFanOutTimings.For(row with { Suite = WorkloadSuite.Cpu }), PublishedFanOutTimings.For(row));
    }

    [Fact]
    public void For_IoRowAndMissingRow_MillisecondsConvertedAndNullWhereTheArticleHasNone()
    {
        Assert.Equal(10_010_997_000,
            PublishedFanOutTimings.For(new FanOutCase(WorkloadSuite.Io, FanOutMethods.ForEachAsync, 100, 1000))![MetricNames.MeanNs],
            3);
        Assert.Null(PublishedFanOutTimings.For(new FanOutCase(WorkloadSuite.Io, FanOutMethods.ForEachAsync, 2, 1000)));
    }

    [Fact]
    public void Published_LoopRows_LoopsAsOpsPerSecondAndBytesPerLoop()
    {
        var taskSync = LoopVariants.All.Single(v => v.Id == LoopVariants.TaskSync).Published()!;

        Assert.Equal(8_450_945, taskSync[MetricNames.OpsPerSec]);
        Assert.Equal(96, taskSync[MetricNames.AllocatedBytesPerOp]);
        Assert.Null(LoopVariants.All.Single(v => v.Id == LoopVariants.PooledValueTaskAsync).Published());
    }

    [Fact]
    public void For_WebTests_TheirTablesRowInMillisecondsAndUnits()
    {
        var fairAsyncLow = WebThroughputPublished.For(WebLoadTest.Constant("fair-async", 25, PoolSetting.Article))!;
        var base2 = WebThroughputPublished.For(WebLoadTest.Ramp("base-async2", PoolSetting.Article))!;

        Assert.Equal(21.3, fairAsyncLow[MetricNames.ThroughputRps]);
        Assert.Equal(1010, fairAsyncLow[MetricNames.LatencyMeanMs], 6);
        Assert.Equal(1.01, fairAsyncLow[WebThroughputMetrics.LatencyMeanU.Key]);
        Assert.Equal(69.5, base2[MetricNames.ThroughputRps]);
        Assert.Null(WebThroughputPublished.For(WebLoadTest.Constant("fair-async", 25, PoolSetting.Default)));
        Assert.Null(WebThroughputPublished.For(WebLoadTest.Constant("async", 25, PoolSetting.Article)));
    }
}
