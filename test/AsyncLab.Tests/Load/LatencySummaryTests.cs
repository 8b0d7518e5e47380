using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

public sealed class LatencySummaryTests
{
    [Fact]
    public void FromSortedTicks_OneToHundredMs_ExactPercentiles()
    {
        var ticks = Enumerable.Range(1, 100).Select(ms => (long)ms).ToArray();

        var summary = LatencySummary.FromSortedTicks(ticks, ticksPerSecond: 1000);

        Assert.Equal(100, summary.Count);
        Assert.Equal(1, summary.MinMs);
        Assert.Equal(50.5, summary.MeanMs);
        Assert.Equal(50, summary.P50Ms);
        Assert.Equal(90, summary.P90Ms);
        Assert.Equal(99, summary.P99Ms);
        Assert.Equal(100, summary.MaxMs);
    }

    [Fact]
    public void FromSortedTicks_Empty_NotANumber()
    {
        var summary = LatencySummary.FromSortedTicks([], 1000);

        Assert.Equal(0, summary.Count);
        Assert.True(double.IsNaN(summary.P99Ms));
    }

    [Fact]
    public void ToMetrics_NoSuccess_LatencyAbsentNotZero()
    {
        var plan = LoadPlan.Constant(new Uri("http://127.0.0.1:1/"), 1, TimeSpan.FromSeconds(1));
        var report = new LoadReport(plan, TimeSpan.FromSeconds(1), 0, 0, 3, 1, LatencySummary.FromSortedTicks([], 1000), [0], 0, DriverCost.None);

        var metrics = report.ToMetrics();

        Assert.False(metrics.ContainsKey("latency_p50_ms"));
        Assert.Equal(3, metrics["timeouts"]);
    }
}
