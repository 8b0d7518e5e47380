using System.Globalization;
using AsyncLab.Html.Charts;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.WebTarget;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>A load test's report with what the server saw meanwhile: its request count, inline tasks and pool samples.</summary>
public sealed record WebLoadTestOutcome(
    WebLoadTest Test,
    LoadReport Load,
    long ServerRequests,
    long Offloaded,
    long Inline,
    IReadOnlyList<PoolSample> Samples,
    double StartMs)
{
    /// <summary>
    /// True when the server did not answer /health within a few seconds after the test: its pool was starved or deadlocked.
    /// </summary>
    public bool ServerStalled { get; init; }

    /// <summary>
    /// One test's blocks of the turns as one outcome: counts, latencies, driver cost and server counts summed, and the seconds
    /// of each block after its warm-up (at least its last second), in the order the blocks ran, so that the k-th block's
    /// seconds of two tests side by side in the turns have the same places in their samples.
    /// </summary>
    public static WebLoadTestOutcome InTurns(WebLoadTest test, IReadOnlyList<WebLoadTestOutcome> blocks, int warmUpSeconds)
    {
        var loads = blocks.Select(b => b.Load).ToList();
        var duration = TimeSpan.FromTicks(loads.Sum(l => l.Plan.Duration.Ticks));
        var histogram = LatencyHistogram.Sum(loads.Select(l => l.Histogram ?? new LatencyHistogram()));
        var seconds = loads.SelectMany(l => AfterWarmUp(l.WindowRps, warmUpSeconds)).ToArray();
        var load = new LoadReport(loads[0].Plan with { Duration = duration }, TimeSpan.FromTicks(loads.Sum(l => l.Elapsed.Ticks)),
            loads.Sum(l => l.Succeeded), loads.Sum(l => l.Errors), loads.Sum(l => l.Timeouts), loads.Max(l => l.PeakUsers),
            LatencySummary.Of(histogram), seconds, loads.Sum(l => l.MeanRps * l.Plan.Duration.TotalSeconds) / duration.TotalSeconds,
            new DriverCost(TimeSpan.FromTicks(loads.Sum(l => l.Cost.Cpu.Ticks)), loads.Sum(l => l.Cost.AllocatedBytes)))
        {
            Histogram = histogram,
        };
        return new WebLoadTestOutcome(test, load, blocks.Sum(b => b.ServerRequests), blocks.Sum(b => b.Offloaded),
            blocks.Sum(b => b.Inline), blocks.SelectMany(b => b.Samples).ToArray(), blocks[0].StartMs)
        {
            ServerStalled = blocks.Any(b => b.ServerStalled),
        };
    }

    public double ThroughputRps => Load.MeanRps;

    public double MeanMs => Load.Latency.MeanMs;

    public double P99Ms => Load.Latency.P99Ms;

    public int ThreadsStart => Samples.Count > 0 ? Samples[0].Threads : 0;

    public int ThreadsMax => Samples.Count > 0 ? Samples.Max(s => s.Threads) : 0;

    /// <summary>Share of offloaded tasks that ran on the request thread; NaN for endpoints that offload nothing.</summary>
    public double InlineFraction => Offloaded > 0 ? (double)Inline / Offloaded : double.NaN;

    public Measurement ToMeasurement(WebThroughputSettings settings)
    {
        var metrics = Load.ToMetrics();
        metrics[MetricNames.ServerRequests] = ServerRequests;
        metrics[WebThroughputMetrics.ServerStalled.Key] = ServerStalled ? 1 : 0;

        if (Load.Latency.Count > 0)
        {
            metrics[WebThroughputMetrics.LatencyMeanU.Key] = MeanMs / settings.UnitMs;
        }

        if (Offloaded > 0)
        {
            metrics[WebThroughputMetrics.InlineFraction.Key] = InlineFraction;
        }

        if (Samples.Count > 0)
        {
            metrics[MetricNames.ThreadsStart] = ThreadsStart;
            metrics[MetricNames.ThreadsMax] = ThreadsMax;
            metrics[MetricNames.ThreadsAdded] = ThreadsMax - ThreadsStart;
        }

        if (IdealRps(settings) is var ideal && !double.IsNaN(ideal))
        {
            metrics[MetricNames.IdealShare] = ThroughputRps / ideal;
        }

        foreach (var (metric, seconds) in SecondsByLoad(settings).Where(s => s.Seconds.Length > 0))
        {
            metrics[metric.Key] = seconds.Average();
        }

        if (Load.Requests > 0)
        {
            metrics[WebThroughputMetrics.LatencyP99U.Key] = P99WithTimeoutsMs(settings) / settings.UnitMs;
        }

        var parameters = new Dictionary<string, string>
        {
            ["test"] = Test.Kind,
            ["pool"] = Test.PoolText(settings),
        };
        if (Load.Plan.Rate is { } rate)
        {
            // Their own parameters, so the open-loop rows form their own table group and chart.
            parameters["rate_rps"] = rate.ToString("0.###", CultureInfo.InvariantCulture);
            parameters["max_in_flight"] = Load.Plan.MaxUsers.ToString(CultureInfo.InvariantCulture);
        }
        else
        {
            parameters["users"] = Test.UsersText(settings);
        }

        parameters[WebLoadTest.UnitParameter] = settings.UnitMs.ToString(CultureInfo.InvariantCulture);
        var published = WebThroughputPublished.For(Test);
        return new Measurement(Test.Endpoint, parameters, metrics)
        {
            Samples = PerSecond(settings),
            Published = published,
            PublishedSource = published is null ? null : WebThroughputPublished.Source,
            Histograms = Load.ToHistograms(),
            Stepped = Test.IsRamp ? true : null,
            MeasuredWith = Test.InTurns ? WebLoadTest.TurnsGroup : null,
        };
    }

    /// <summary>
    /// The 99th percentile with timed-out requests counted as lasting the timeout (a lower bound of how long they took):
    /// when more than 1 % timed out, it is at least the timeout, whatever the answered requests took.
    /// </summary>
    public double P99WithTimeoutsMs(WebThroughputSettings settings) =>
        Load.Latency.Count == 0 || Load.Timeouts > 0.01 * Load.Requests ? settings.TimeoutSeconds * 1000 : P99Ms;

    /// <summary>users/(2U): what a constant load's users get when every request takes exactly its 2U of work; NaN for the ramp.</summary>
    public double IdealRps(WebThroughputSettings settings) =>
        Test.IsRamp || Test.Users <= 0 ? double.NaN : Test.Users / (2.0 * settings.UnitMs / 1000);

    /// <summary>
    /// Each whole second's throughput, the samples the claims' intervals are built from; for a constant load also each
    /// second as a share of users/(2U), what the users would get if every request took exactly its 2U of work. A
    /// constant load's warm-up (<see cref="WebThroughputSettings.WarmUpSeconds"/>) is left out, though never its last
    /// second; a ramp keeps every second, since its seconds are read in pairs with another ramp's, dip beside dip.
    /// </summary>
    private Dictionary<string, IReadOnlyList<double>>? PerSecond(WebThroughputSettings settings)
    {
        if (Load.WindowRps.Count == 0)
        {
            return null;
        }

        var seconds = SampledSeconds(settings);
        var samples = new Dictionary<string, IReadOnlyList<double>>(StringComparer.Ordinal) { [MetricNames.ThroughputRps] = seconds };
        if (IdealRps(settings) is var ideal && !double.IsNaN(ideal))
        {
            samples[MetricNames.IdealShare] = seconds.Select(rps => rps / ideal).ToArray();
        }

        foreach (var (metric, byLoad) in SecondsByLoad(settings))
        {
            samples[metric.Key] = byLoad;
        }

        return samples;
    }

    /// <summary>
    /// A ramp's seconds on a bounded pool at low and at high load, each by the users of its step at the second's middle
    /// (<see cref="WebLoadTest.LoadAt"/>); none for a constant test or the default pool.
    /// </summary>
    private IReadOnlyList<(Metric Metric, double[] Seconds)> SecondsByLoad(WebThroughputSettings settings)
    {
        if (!Test.IsRamp || Test.Threads(settings) is not { } threads)
        {
            return [];
        }

        double[] At(RampLoad load) =>
            Load.WindowRps.Where((_, i) => WebLoadTest.LoadAt(Load.Plan.UsersAt(TimeSpan.FromSeconds(i + 0.5)), threads) == load).ToArray();
        return
        [
            (WebThroughputMetrics.ThroughputLowLoadRps, At(RampLoad.Low)),
            (WebThroughputMetrics.ThroughputHighLoadRps, At(RampLoad.High)),
        ];
    }

    // A test in turns holds its blocks' seconds already without their warm-ups (InTurns).
    private IReadOnlyList<double> SampledSeconds(WebThroughputSettings settings) => Test.IsRamp || Test.InTurns
        ? Load.WindowRps
        : AfterWarmUp(Load.WindowRps, settings.WarmUpSeconds).ToArray();

    /// <summary>A constant load's seconds after its first <paramref name="warmUpSeconds"/>, never leaving out its last.</summary>
    private static IEnumerable<double> AfterWarmUp(IReadOnlyList<double> seconds, int warmUpSeconds) =>
        seconds.Skip(Math.Min(warmUpSeconds, seconds.Count - 1));

    /// <summary>
    /// Named by endpoint and grouped by the test's shape, so every endpoint under the same load and pool is drawn on one axis.
    /// </summary>
    public IEnumerable<Series> ToSeries(WebThroughputSettings settings)
    {
        var group = Test.ShapeLabel(settings);
        yield return new Series(Test.Endpoint, "seconds", "req/s", Load.WindowRps.Select((rps, i) => new SeriesPoint(i + 1, rps)).ToArray())
            { Group = group };
        yield return new Series(Test.Endpoint, "seconds", "worker threads",
            Samples.Select(s => new SeriesPoint(Math.Round((s.TimeMs - StartMs) / 1000, 2), s.Threads)).ToArray()) { Group = group };
    }
}
