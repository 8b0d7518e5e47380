using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;
using AsyncLab.Scenarios.AsyncCost;

namespace AsyncLab.Tests.Experiments;

/// <summary>The cells at the articles' own parameters that their sentences rest on are measured by the default (quick) run, and the article's code is the article's.</summary>
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
    [InlineData(10, 1000)]
    [InlineData(100, 1000)]
    public void Includes_IoCellsOfASecond_OnlyWhereOneForEachAsyncCallLastsUnderASecondInQuickAndAlwaysInFull(int items, int delayMs)
    {
        // On this machine's cores: a timer-bound cell of 1000 ms costs ceil(items/cores) seconds a call; full always runs it.
        Assert.Equal(WorkloadGrid.ForEachAsyncCallMs(items, delayMs) < 1000, WorkloadGrid.Includes(Profile.Quick, WorkloadSuite.Io, items, delayMs));
        Assert.True(WorkloadGrid.Includes(Profile.Full, WorkloadSuite.Io, items, delayMs));
    }

    [Fact]
    public void CreateSample_AsPublished_ListOf101SearchedByForeachWithMsftLastAt42()
    {
        var cache = StockPriceCache.CreateSample();

        var field = typeof(StockPriceCache).GetField("entries", System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance);
        Assert.Equal(typeof(List<(string, decimal)>), field!.FieldType);
        Assert.Equal(101, cache.Entries.Count);
        Assert.Equal(("MSFT", 42m), cache.Entries[^1]);
        Assert.Equal(1, cache.Entries.Count(e => e.Name == "MSFT"));
        Assert.Equal(42m, cache.PriceOf("MSFT"));
    }

    [Fact]
    public void QuickNote_ThisMachinesCores_NamesEachLeftOutHeadlineCellWithItsCost()
    {
        var note = WhenAllVsForEachAsyncExperiment.QuickNote();

        var leftOut = new[] { 10, 100 }.Where(i => !WorkloadGrid.Includes(Profile.Quick, WorkloadSuite.Io, i, 1000)).ToList();
        Assert.All(leftOut, items => Assert.Contains($"{items} × 1000 ms", note, StringComparison.Ordinal));
        if (leftOut.Count > 0)
        {
            Assert.Contains($"{WorkloadGrid.Cores} cores", note, StringComparison.Ordinal);
            Assert.Contains("full runs them", note, StringComparison.Ordinal);
        }
    }
}
