using AsyncLab.Catalog;
using AsyncLab.Reporting;

namespace AsyncLab.Tests.Reporting;

public class MetricDirectionTests
{
    [Theory]
    [InlineData("mean_ns")]
    [InlineData("allocated_bytes_per_op")]
    [InlineData("latency_p99_ms")]
    [InlineData("timeouts")]
    [InlineData("deadlocked")]
    public void Of_DeclaredCost_LowerIsBetter(string metric)
    {
        Assert.True(MetricDirection.Of(MetricCatalog.Find(metric)));
    }

    [Theory]
    [InlineData("ops_per_sec")]
    [InlineData("throughput_rps")]
    [InlineData("ideal_share")]
    public void Of_DeclaredRate_HigherIsBetter(string metric)
    {
        Assert.False(MetricDirection.Of(MetricCatalog.Find(metric)));
    }

    [Theory]
    [InlineData("ratio")]
    [InlineData("threads_max")]
    [InlineData("inline_fraction")]
    public void Of_DeclaredWithNoBetterWay_Null(string metric)
    {
        Assert.NotNull(MetricCatalog.Find(metric));
        Assert.Null(MetricDirection.Of(MetricCatalog.Find(metric)));
    }

    [Theory]
    [InlineData("threads_peak")]
    [InlineData("old_latency_ns")]
    [InlineData("mean_ns")]
    public void Of_KeyItsRunDoesNotDeclare_NullWhateverItsName(string metric)
    {
        Assert.Null(MetricDirection.Of(DeclaredMetrics.None.Find(metric)));
    }
}
