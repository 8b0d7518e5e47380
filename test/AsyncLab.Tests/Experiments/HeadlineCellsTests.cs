using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;
using AsyncLab.Scenarios.AsyncCost;

namespace AsyncLab.Tests.Experiments;

/// <summary>
/// The cells at the articles' own parameters that their sentences rest on are measured by the default (quick) run, and
/// the article's code is the article's.
/// </summary>
public sealed class HeadlineCellsTests
{
    [Theory]
    [InlineData(10, 10_000)] // cpu-foreach-faster's "slightly more than twofold", on the article's item
    [InlineData(10, 1_000_000)]
    [InlineData(100, 1_000_000)] // ... and its "grows with the work", to the article's largest multiple (6.3×)
    public void Cases_QuickRandomSharedGrid_HoldsTheCellsTheSeedClaimReads(int items, int draws)
    {
        var cases = WorkloadGrid.Cases(Profile.Quick, WorkloadSuite.CpuRandomShared).ToList();

        Assert.Contains(cases, c => c.Items == items && c.Amount == draws && c.Method == FanOutMethods.WhenAll);
        Assert.Contains(cases, c => c.Items == items && c.Amount == draws && c.Method == FanOutMethods.ForEachAsync);
    }

    [Fact]
    public void Cases_QuickGrids_LeaveOutTheOneItemMillionCellNoClaimReads()
    {
        Assert.DoesNotContain(WorkloadGrid.Cases(Profile.Quick, WorkloadSuite.Cpu), c => c.Items == 1 && c.Amount == 1_000_000);
        Assert.DoesNotContain(WorkloadGrid.Cases(Profile.Quick, WorkloadSuite.CpuRandomShared), c => c.Items == 1 && c.Amount == 1_000_000);
    }

    [Theory]
    [InlineData(10, 1000, 2, true)] // the article's headline cells: 5 s a ForEachAsync call on 2 cores
    [InlineData(10, 1000, 16, true)]
    [InlineData(1, 1000, 2, true)]
    [InlineData(100, 1000, 10, true)] // the article's own 10 cores: 10 s a call
    [InlineData(100, 1000, 2, false)] // 50 s a call: left to full
    [InlineData(100, 100, 2, true)]
    [InlineData(100, 100, 16, false)] // 700 ms a call: in the rounds instead
    [InlineData(2, 1000, 2, false)] // the lab's cores row, not the article's
    [InlineData(10, 10, 2, false)] // shorter than the claims judge
    public void MeasuredOnce_QuickIoCells_ArticleCellsOfOneToTenSecondsACall(int items, int delayMs, int cores, bool expected)
    {
        Assert.Equal(expected, WorkloadGrid.MeasuredOnce(Profile.Quick, WorkloadSuite.Io, items, delayMs, cores));
        Assert.False(WorkloadGrid.MeasuredOnce(Profile.Full, WorkloadSuite.Io, items, delayMs, cores));
    }

    [Fact]
    public void Includes_QuickIo_HoldsTheArticlesTenItemsOfASecondOnAnyCores()
    {
        Assert.True(WorkloadGrid.Includes(Profile.Quick, WorkloadSuite.Io, 10, 1000));
        Assert.False(WorkloadGrid.InRounds(Profile.Quick, WorkloadSuite.Io, 10, 1000));
        Assert.Contains(WorkloadGrid.Cases(Profile.Quick, WorkloadSuite.Io),
            c => c.Items == 10 && c.Amount == 1000 && c.Method == FanOutMethods.ForEachAsync);
        Assert.True(WorkloadGrid.Includes(Profile.Full, WorkloadSuite.Io, 100, 1000));
    }

    [Fact]
    public void QuickNote_TwoCores_NamesTheCellsMeasuredOnceAndTheLeftOutOneWithItsCost()
    {
        var note = WhenAllVsForEachAsyncExperiment.QuickNote(2);

        Assert.Contains("(1 × 1000 ms, 10 × 1000 ms, 100 × 100 ms) are measured once a side", note, StringComparison.Ordinal);
        Assert.Contains("It leaves out 100 × 1000 ms: on this machine's 2 cores one ForEachAsync call over it lasts 50 s, so even one " +
                "call a side would add about 52 s", note, StringComparison.Ordinal);
        Assert.Contains("profile full runs it.", note, StringComparison.Ordinal);
    }

    [Fact]
    public void QuickNote_TenCores_EveryJudgedIoCellRuns()
    {
        var note = WhenAllVsForEachAsyncExperiment.QuickNote(10);

        Assert.Contains("its 1000 ms headline cells included", note, StringComparison.Ordinal);
        Assert.DoesNotContain("leaves out", note, StringComparison.Ordinal);
    }

    [Fact]
    public void CreateSample_AsPublished_ListOf101SearchedByForeachWithMsftLastAt42()
    {
        var cache = StockPriceCache.CreateSample();

        var field = typeof(StockPriceCache).GetField("entries",
            System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance);
        Assert.Equal(typeof(List<(string, decimal)>), field!.FieldType);
        Assert.Equal(101, cache.Entries.Count);
        Assert.Equal(("MSFT", 42m), cache.Entries[^1]);
        Assert.Equal(1, cache.Entries.Count(e => e.Name == "MSFT"));
        Assert.Equal(42m, cache.PriceOf("MSFT"));
    }
}
