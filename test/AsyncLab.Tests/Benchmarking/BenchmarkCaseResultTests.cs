using AsyncLab.Benchmarking;
using AsyncLab.Results;

namespace AsyncLab.Tests.Benchmarking;

public class BenchmarkCaseResultTests
{
    private static readonly Dictionary<string, string> NoParameters = [];

    [Fact]
    public void ToMetrics_RoundsDisagreedOnBytes_RangeIsReported()
    {
        var figure = new BenchmarkCaseResult("AsyncTask", NoParameters, 20, 1, 2, 88) { AllocatedBytesPerOpRange = (80, 96) };

        var metrics = figure.ToMetrics();

        Assert.Equal(88, metrics[MetricNames.AllocatedBytesPerOp]);
        Assert.Equal(80, metrics["allocated_bytes_per_op_min"]);
        Assert.Equal(96, metrics["allocated_bytes_per_op_max"]);
    }

    [Fact]
    public void ToMetrics_RoundsAgreed_NoRangeMetrics()
    {
        var figure = new BenchmarkCaseResult("AsyncTask", NoParameters, 20, 1, 2, 88);

        var metrics = figure.ToMetrics();

        Assert.DoesNotContain("allocated_bytes_per_op_min", metrics.Keys);
        Assert.DoesNotContain("allocated_bytes_per_op_max", metrics.Keys);
    }
}
