using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public class WorkloadGridTests
{
    [Theory]
    [InlineData(WorkloadSuite.Io, 100, 1000)]
    [InlineData(WorkloadSuite.Cpu, 1, 1_000_000)]
    public void InRounds_QuickProfile_LeavesOutTheLongestRows(WorkloadSuite suite, int items, int amount)
    {
        Assert.False(WorkloadGrid.InRounds(Profile.Quick, suite, items, amount));
        Assert.True(WorkloadGrid.Includes(Profile.Full, suite, items, amount));
    }

    [Fact]
    public void InRounds_QuickProfile_IoRowsWhoseForEachAsyncCallLastsUnderASecond()
    {
        var cores = WorkloadGrid.Cores;

        Assert.Equal(Math.Ceiling(100.0 / cores) * 100 < 1000, WorkloadGrid.InRounds(Profile.Quick, WorkloadSuite.Io, 100, 100));
        Assert.Equal(Math.Ceiling(10.0 / cores) * 100 < 1000, WorkloadGrid.InRounds(Profile.Quick, WorkloadSuite.Io, 10, 100));
        Assert.False(WorkloadGrid.InRounds(Profile.Quick, WorkloadSuite.Io, 1, 1000));
        Assert.True(WorkloadGrid.InRounds(Profile.Quick, WorkloadSuite.Io, 1, 100));
        Assert.True(WorkloadGrid.Includes(Profile.Full, WorkloadSuite.Io, 100, 100));
    }

    [Fact]
    public void ForEachAsyncCallMs_OneMoreItemThanCores_TwoDelaysInSeries()
    {
        Assert.Equal(100, WorkloadGrid.ForEachAsyncCallMs(WorkloadGrid.Cores, 100));
        Assert.Equal(200, WorkloadGrid.ForEachAsyncCallMs(WorkloadGrid.Cores + 1, 100));
        Assert.Equal(100, WorkloadGrid.ForEachAsyncCallMs(1, 100));
    }

    [Fact]
    public void Cases_Full_TheArticlesWholeGridPlusTheCoresRow()
    {
        var itemCounts = WorkloadGrid.ArticleItemCounts.Contains(Environment.ProcessorCount) ? 3 : 4;

        Assert.Equal(itemCounts * 4 * 3, WorkloadGrid.Cases(Profile.Full, WorkloadSuite.Io).Count());
        Assert.Contains(Environment.ProcessorCount, WorkloadGrid.ItemCounts);
    }

    [Fact]
    public void Cases_QuickRandomShared_TheArticlesTwoMethodsOnTheCellsTheSeedClaimReads()
    {
        var rows = WorkloadGrid.Cases(Profile.Quick, WorkloadSuite.CpuRandomShared).ToList();

        Assert.Equal(8, rows.Count);
        Assert.All(rows, r => Assert.Contains(r.Method, new[] { FanOutMethods.WhenAll, FanOutMethods.ForEachAsync }));
        Assert.Equal([(10, 10_000), (10, 100_000), (10, 1_000_000), (100, 1_000_000)],
            rows.Select(r => (r.Items, r.Amount)).Distinct().Order());
    }

    [Fact]
    public void Cases_FullRandomShared_TheArticlesWholeTable()
    {
        Assert.Equal(3 * 4 * 2, WorkloadGrid.Cases(Profile.Full, WorkloadSuite.CpuRandomShared).Count());
    }

    [Fact]
    public void Cases_Smoke_ASmallCornerWithBothSidesOfEveryClaim()
    {
        var io = WorkloadGrid.Cases(Profile.Smoke, WorkloadSuite.Io).ToList();
        var cpu = WorkloadGrid.Cases(Profile.Smoke, WorkloadSuite.Cpu).ToList();

        Assert.Equal(6, io.Count);
        Assert.Equal(12, cpu.Count);
        Assert.Contains(cpu, c => c.Items >= 10 && c.Amount >= 10_000);
    }
}
