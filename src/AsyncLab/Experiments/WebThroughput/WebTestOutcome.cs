using System.Globalization;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.WebTarget;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>A load test's report with what the server saw meanwhile: its request count, inline tasks and pool samples.</summary>
public sealed record WebTestOutcome(
    WebTest Test,
    LoadReport Load,
    long ServerRequests,
    long Offloaded,
    long Inline,
    IReadOnlyList<PoolSample> Samples,
    double StartMs)
{
    /// <summary>True when the server did not answer /health within a few seconds after the test: its pool was starved or deadlocked.</summary>
    public bool ServerStalled { get; init; }

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
        metrics["server_requests"] = ServerRequests;
        if (ServerStalled)
        {
            metrics["server_stalled"] = 1;
        }

        if (Load.Latency.Count > 0)
        {
            metrics["latency_mean_u"] = MeanMs / settings.UnitMs;
        }

        if (Offloaded > 0)
        {
            metrics["inline_fraction"] = InlineFraction;
        }

        if (Samples.Count > 0)
        {
            metrics["threads_start"] = ThreadsStart;
            metrics["threads_max"] = ThreadsMax;
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

        parameters["u_ms"] = settings.UnitMs.ToString(CultureInfo.InvariantCulture);
        var published = WebThroughputPublished.For(Test);
        return new Measurement(Test.Endpoint, parameters, metrics)
        {
            Published = published,
            PublishedSource = published is null ? null : WebThroughputPublished.Source,
            Histograms = Load.ToHistograms(),
        };
    }

    public IEnumerable<Series> ToSeries(WebThroughputSettings settings)
    {
        var group = Test.Label(settings);
        yield return new Series("throughput_rps", "seconds", "req/s", Load.WindowRps.Select((rps, i) => new SeriesPoint(i + 1, rps)).ToArray()) { Group = group };
        yield return new Series("threads", "seconds", "worker threads", Samples.Select(s => new SeriesPoint(Math.Round((s.TimeMs - StartMs) / 1000, 2), s.Threads)).ToArray()) { Group = group };
    }
}
