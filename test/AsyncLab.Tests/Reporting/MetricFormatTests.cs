using AsyncLab.Reporting;

namespace AsyncLab.Tests.Reporting;

public class MetricFormatTests
{
    [Theory]
    [InlineData("mean_ns", 135.37, "135.37 ns")]
    [InlineData("mean_ns", 2268, "2.268 µs")]
    [InlineData("mean_ns", 1_199_000, "1.199 ms")]
    [InlineData("latency_p99_ms", 2010, "2.010 s")]
    [InlineData("allocated_bytes_per_op", 88, "88 B")]
    [InlineData("ratio", 1.114, "1.11×")]
    [InlineData("ops_per_sec", 7386905.4, "7,386,905")]
    [InlineData("mean_ns", double.NaN, "n/a")]
    public void Format_ByUnitSuffix_ReadsNaturally(string name, double value, string expected)
    {
        Assert.Equal(expected, MetricFormat.Format(name, value));
    }

    [Fact]
    public void Order_KnownMetricsFirstThenAlphabetical()
    {
        var ordered = MetricFormat.Order(["zeta", "allocated_bytes_per_op", "alpha", "mean_ns"]).ToArray();

        Assert.Equal(["mean_ns", "allocated_bytes_per_op", "alpha", "zeta"], ordered);
    }
}
