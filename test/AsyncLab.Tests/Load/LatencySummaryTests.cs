using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

public sealed class LatencySummaryTests
{
    [Fact]
    public void Of_OneToHundredMicroseconds_ExactPercentilesInMilliseconds()
    {
        // Below 2048 µs every microsecond has a bucket of its own, so the figures are exact.
        var histogram = new LatencyHistogram();
        for (var us = 1; us <= 100; us++)
        {
            histogram.RecordMicroseconds(us);
        }

        var summary = LatencySummary.Of(histogram);

        Assert.Equal(100, summary.Count);
        Assert.Equal(0.001, summary.MinMs, 12);
        Assert.Equal(0.0505, summary.MeanMs, 12);
        Assert.Equal(0.050, summary.P50Ms, 12);
        Assert.Equal(0.090, summary.P90Ms, 12);
        Assert.Equal(0.099, summary.P99Ms, 12);
        Assert.Equal(0.100, summary.MaxMs, 12);
    }

    [Fact]
    public void Of_LargeLatencies_WithinATenthOfAPercent()
    {
        var histogram = new LatencyHistogram();
        for (var ms = 1; ms <= 1000; ms++)
        {
            histogram.RecordMicroseconds(ms * 1000L);
        }

        var summary = LatencySummary.Of(histogram);

        Assert.InRange(summary.P50Ms, 500, 500.5);
        Assert.InRange(summary.P99Ms, 990, 990 * 1.001);
        Assert.InRange(summary.MaxMs, 1000, 1001);
        Assert.InRange(summary.MinMs, 0.999, 1);
    }

    [Fact]
    public void Of_Empty_NotANumber()
    {
        var summary = LatencySummary.Of(new LatencyHistogram());

        Assert.Equal(0, summary.Count);
        Assert.True(double.IsNaN(summary.P99Ms));
    }

    [Fact]
    public void ToMetrics_NoSuccess_LatencyAbsentNotZero()
    {
        var plan = LoadPlan.Constant(new Uri("http://127.0.0.1:1/"), 1, TimeSpan.FromSeconds(1));
        var report = new LoadReport(plan, TimeSpan.FromSeconds(1), 0, 0, 3, 1, LatencySummary.None, [0], 0, DriverCost.None)
        {
            Histogram = new LatencyHistogram()
        };

        var metrics = report.ToMetrics();

        Assert.False(metrics.ContainsKey("latency_p50_ms"));
        Assert.Equal(3, metrics["timeouts"]);
        Assert.Null(report.ToHistograms());
    }
}
