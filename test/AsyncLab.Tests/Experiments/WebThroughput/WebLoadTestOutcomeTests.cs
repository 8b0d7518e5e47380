using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.Experiments.WebThroughput;

/// <summary>How an open-loop test is reported: its own parameters, its schedule's counts, its histograms.</summary>
public sealed class WebLoadTestOutcomeTests
{
    private static readonly WebThroughputSettings Settings = WebThroughputSettings.For(Profile.Quick);

    [Fact]
    public void Plan_OpenLoop_TheSettingsRateAndCap()
    {
        var plan = WebLoadTest.OpenLoop("sync-over-async", PoolSetting.Bounded).Plan(new Uri("http://127.0.0.1:1/"), Settings);

        Assert.Equal(Settings.OpenLoopRate, plan.Rate);
        Assert.Equal(40, Settings.OpenLoopRate, 9);
        Assert.Equal(WebThroughputSettings.OpenLoopMaxInFlight, plan.MaxUsers);
        Assert.Null(plan.Problem());
        Assert.Equal("/sync-over-async", plan.Target.AbsolutePath);
    }

    [Fact]
    public void ToMeasurement_OpenLoop_RateParametersScheduleMetricsAndHistograms()
    {
        var test = WebLoadTest.OpenLoop("sync-over-async", PoolSetting.Default);
        var plan = test.Plan(new Uri("http://127.0.0.1:1/"), Settings);
        var (latencies, lag) = (new LatencyHistogram(), new LatencyHistogram());
        latencies.RecordMicroseconds(900_000);
        lag.RecordMicroseconds(2_000);
        var load = new LoadReport(plan, TimeSpan.FromSeconds(10), 1, 0, 0, 0, LatencySummary.Of(latencies), [0.1], 0.1, DriverCost.None)
        {
            Histogram = latencies,
            OpenLoop = new OpenLoopReport(Settings.OpenLoopRate, plan.MaxUsers, 400, 3, 0, 42, lag),
        };
        PoolSample[] samples = [new(1, 0, 2, 0, 0, 0, 0, 0)];

        var measurement = new WebLoadTestOutcome(test, load, 1, 0, 0, samples, 0).ToMeasurement(Settings);

        Assert.Equal("open loop", measurement.Parameters["test"]);
        Assert.Equal("40", measurement.Parameters["rate_rps"]);
        Assert.False(measurement.Parameters.ContainsKey("users"));
        Assert.Equal(400, measurement.Metrics["scheduled_requests"]);
        Assert.Equal(3, measurement.Metrics["late_requests"]);
        Assert.Equal(0, measurement.Metrics["unsent_requests"]);
        Assert.Equal(42, measurement.Metrics["in_flight_peak"]);
        Assert.Null(measurement.Published);
        Assert.Equal(1, LatencyHistogram.FromBase64(measurement.Histograms![MetricNames.LatencyHistogramUs]).Count);
        Assert.Equal(1, LatencyHistogram.FromBase64(measurement.Histograms[MetricNames.SendLagHistogramUs]).Count);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void ToMeasurement_RampOrConstantLoad_MarksOnlyTheRampStepped(bool ramp)
    {
        var test = ramp ? WebLoadTest.Ramp("base", PoolSetting.Bounded) : WebLoadTest.Constant("fair", WebThroughputSettings.LowUsers,
            PoolSetting.Bounded);
        var plan = test.Plan(new Uri("http://127.0.0.1:1/"), Settings);
        var load = new LoadReport(plan, TimeSpan.FromSeconds(2), 2, 0, 0, 0, LatencySummary.Of(new LatencyHistogram()), [1, 1], 1,
            DriverCost.None);

        var measurement = new WebLoadTestOutcome(test, load, 1, 0, 0, [new(1, 0, 2, 0, 0, 0, 0, 0)], 0).ToMeasurement(Settings);

        Assert.Equal(ramp ? true : null, measurement.Stepped);
    }

    [Fact]
    public void InTurns_ThreeBlocks_KeepsEachBlocksSecondsAfterItsWarmUpAndSumsTheCounts()
    {
        var test = WebThroughputExperiment.FairTurns(PoolSetting.Article)[0];
        var plan = test.Plan(new Uri("http://127.0.0.1:1/"), Settings);
        WebLoadTestOutcome Block(double[] seconds, long inline)
        {
            var histogram = new LatencyHistogram();
            histogram.RecordMicroseconds(200_000);
            var load = new LoadReport(plan, plan.Duration, (long)seconds.Sum(), 0, 1, 25, LatencySummary.Of(histogram), seconds,
                seconds.Sum() / plan.Duration.TotalSeconds, DriverCost.None) { Histogram = histogram };
            return new WebLoadTestOutcome(test, load, (long)seconds.Sum(), 10, inline, [new(1, 0, 2, 0, 0, 0, 0, 0)], 0);
        }

        var outcome = WebLoadTestOutcome.InTurns(test, [Block([100, 125, 125, 125], 1), Block([100, 124, 126, 125], 2),
            Block([101, 125, 125, 126], 3)], Settings.WarmUpSeconds);
        var measurement = outcome.ToMeasurement(Settings);

        Assert.Equal([125, 125, 125, 124, 126, 125, 125, 125, 126], measurement.Samples![MetricNames.ThroughputRps]);
        Assert.Equal(3, measurement.Metrics[MetricNames.Timeouts]);
        Assert.Equal(6.0 / 30, measurement.Metrics[WebThroughputMetrics.InlineFraction.Key], 9);
        Assert.Equal(1427.0 / 12, measurement.Metrics[MetricNames.ThroughputRps], 9);
        Assert.Equal(WebLoadTest.TurnsGroup, measurement.MeasuredWith);
        Assert.Equal(3, LatencyHistogram.FromBase64(measurement.Histograms![MetricNames.LatencyHistogramUs]).Count);
    }

    [Fact]
    public void ToMeasurement_TestNotInTurns_NamesNoGroup()
    {
        var test = WebLoadTest.Constant("async", WebThroughputSettings.HighUsers, PoolSetting.Bounded);
        var plan = test.Plan(new Uri("http://127.0.0.1:1/"), Settings);
        var load = new LoadReport(plan, TimeSpan.FromSeconds(2), 2, 0, 0, 0, LatencySummary.Of(new LatencyHistogram()), [1, 1], 1,
            DriverCost.None);

        Assert.Null(new WebLoadTestOutcome(test, load, 1, 0, 0, [], 0).ToMeasurement(Settings).MeasuredWith);
    }

    [Fact]
    public void OpenLoopNote_QuickProfile_SaysTheRateAndWhy()
    {
        var note = WebThroughputNotes.OpenLoop(Settings);

        Assert.Contains("40 req/s", note, StringComparison.Ordinal);
        Assert.Contains("about 8 threads on average", note, StringComparison.Ordinal);
    }
}
