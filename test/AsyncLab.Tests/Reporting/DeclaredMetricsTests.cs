using AsyncLab.Catalog;
using AsyncLab.Html;
using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting;

public class DeclaredMetricsTests
{
    /// <summary>Every metric the lab declares today, as a run written now records them.</summary>
    private static readonly DeclaredMetrics Lab = DeclaredMetrics.Agreed([MetricCatalog.All]);

    [Theory]
    [InlineData("mean_ns", 135.37, "135.37 ns")]
    [InlineData("mean_ns", 2268, "2.268 µs")]
    [InlineData("mean_ns", 1_199_000, "1.199 ms")]
    [InlineData("latency_p99_ms", 2010, "2.010 s")]
    [InlineData("elapsed_s", 1.5, "1.500 s")]
    [InlineData("latency_us", 1500, "1.500 ms")]
    [InlineData("allocated_bytes_per_op", 88, "88 B")]
    [InlineData("allocated_bytes_per_op_max", 120.02, "120 B")]
    [InlineData("ratio", 1.114, "1.11×")]
    [InlineData("speedup_ratio", 1.9, "1.90×")]
    [InlineData("inline_fraction", 0.25, "25 %")]
    [InlineData("ideal_share", 0.873, "87.3 %")]
    [InlineData("ops_per_sec", 7386905.4, "7,386,905")]
    [InlineData("throughput_rps", 812.25, "812.25")]
    [InlineData("latency_p99_u", 6.5, "6.50 U")]
    [InlineData("deadlocked", 1, "yes")]
    [InlineData("completed", 0, "no")]
    [InlineData("threads_max", 24, "24")]
    [InlineData("mean_ns", double.NaN, "n/a")]
    public void Format_DeclaredMetric_ReadsByItsUnit(string name, double value, string expected)
    {
        Assert.Equal(expected, Lab.Format(name, value));
    }

    [Theory]
    [InlineData("threads_peak", 12345.6, "12,346")]
    [InlineData("mean_ns", 2268, "2,268")]
    [InlineData("allocated_bytes_per_op", 88.25, "88.25")]
    public void Format_KeyItsRunDoesNotDeclare_PlainNumberWhateverItsName(string name, double value, string expected)
    {
        Assert.Equal(expected, DeclaredMetrics.None.Format(name, value));
    }

    [Theory]
    [InlineData("mean_ns", "mean")]
    [InlineData("error_ns", "± error")]
    [InlineData("allocated_bytes_per_op", "allocated")]
    [InlineData("time_ns", "time per operation")]
    [InlineData("latency_p99_ms", "latency p99 ms")]
    public void Label_DeclaredMetric_ItsDeclaredLabel(string name, string expected)
    {
        Assert.Equal(expected, Lab.Label(name));
    }

    [Fact]
    public void Label_KeyItsRunDoesNotDeclare_TheKeyInWords()
    {
        Assert.Equal("threads peak", DeclaredMetrics.None.Label("threads_peak"));
    }

    [Fact]
    public void Of_ExperimentDeclaringAMetricTheCatalogLacks_ItsOwnUnitAndLabel()
    {
        var experiment = new ExperimentResult("elsewhere", "Elsewhere", ExperimentStatus.Ok, null, [], [])
        {
            Metrics = [new Metric("queue_wait_us", MetricUnit.Microseconds, MetricBetter.Lower, "queue wait")],
        };

        var declared = DeclaredMetrics.Of(experiment);

        Assert.Null(MetricCatalog.Find("queue_wait_us"));
        Assert.Equal("queue wait", declared.Label("queue_wait_us"));
        Assert.Equal("1.500 ms", declared.Format("queue_wait_us", 1500));
    }

    [Fact]
    public void Agreed_KeyDeclaredWithTwoUnits_Undeclared()
    {
        var inNanoseconds = new Metric("wait", MetricUnit.Nanoseconds, MetricBetter.Lower, "wait");
        var inMilliseconds = inNanoseconds with { Unit = MetricUnit.Milliseconds };

        var declared = DeclaredMetrics.Agreed([[inNanoseconds], [inMilliseconds]]);

        Assert.Null(declared.Find("wait"));
    }

    [Fact]
    public void Agreed_KeyDeclaredByOneSideOnly_ThatDeclaration()
    {
        var declared = DeclaredMetrics.Agreed([[], [Metrics.TimeNs]]);

        Assert.Same(Metrics.TimeNs, declared.Find(MetricNames.TimeNs));
    }
}
