using AsyncLab.Reporting;

namespace AsyncLab.Tests.Reporting;

public class MetricFormatTests
{
    [Fact]
    public void Order_KnownMetricsFirstThenAlphabetical()
    {
        var ordered = MetricFormat.Order(["zeta", "allocated_bytes_per_op", "alpha", "mean_ns"]).ToArray();

        Assert.Equal(["mean_ns", "allocated_bytes_per_op", "alpha", "zeta"], ordered);
    }
}
