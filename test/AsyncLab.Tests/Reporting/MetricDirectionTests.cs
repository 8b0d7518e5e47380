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
    public void Of_CostFromTheRegistry_LowerIsBetter(string metric)
    {
        Assert.True(MetricDirection.Of(metric));
    }

    [Theory]
    [InlineData("ops_per_sec")]
    [InlineData("throughput_rps")]
    [InlineData("ideal_share")]
    public void Of_RateFromTheRegistry_HigherIsBetter(string metric)
    {
        Assert.False(MetricDirection.Of(metric));
    }

    [Theory]
    [InlineData("ratio")]
    [InlineData("threads_max")]
    [InlineData("inline_fraction")]
    public void Of_RegisteredWithNoBetterWay_Null(string metric)
    {
        Assert.Null(MetricDirection.Of(metric));
    }

    [Theory]
    [InlineData("threads_peak")]
    [InlineData("old_latency_ns")]
    [InlineData("old_rps")]
    public void Of_KeyNotInTheRegistry_NullWhateverItsName(string metric)
    {
        Assert.Null(MetricDirection.Of(metric));
    }
}
