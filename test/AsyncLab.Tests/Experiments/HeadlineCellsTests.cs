using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;
using AsyncLab.Scenarios.AsyncCost;

namespace AsyncLab.Tests.Experiments;

/// <summary>The cells at the articles' own parameters that their sentences rest on are measured by the default (quick) run, and the article's code is the article's.</summary>
public sealed class HeadlineCellsTests
{
    [Theory]
    [InlineData(10, 10_000)] // "slightly more than twofold" at 10 × 1e4
    [InlineData(10, 1_000_000)]
    [InlineData(100, 1_000_000)] // the article's largest multiple, 6.3×
    public void Cases_QuickCpuGrid_HoldsTheArticlesHeadlineCell(int items, int iterations)
    {
        var cases = WorkloadGrid.Cases(Profile.Quick, WorkloadSuite.Cpu).ToList();

        Assert.Contains(cases, c => c.Items == items && c.Amount == iterations && c.Method == FanOutMethods.WhenAll);
        Assert.Contains(cases, c => c.Items == items && c.Amount == iterations && c.Method == FanOutMethods.ForEachAsync);
    }

    [Fact]
    public void Cases_QuickCpuGrid_LeavesOutTheOneItemMillionCellNoClaimReads()
    {
        Assert.DoesNotContain(WorkloadGrid.Cases(Profile.Quick, WorkloadSuite.Cpu), c => c.Items == 1 && c.Amount == 1_000_000);
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
}
