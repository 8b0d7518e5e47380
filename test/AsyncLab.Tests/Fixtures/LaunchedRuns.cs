using AsyncLab.Results;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Small in-memory runs whose cases were measured in launches: each case's samples, launch by launch, from a seeded noise
/// of the test's choosing, so a comparison over launches can be tested on runs whose truth is known.
/// </summary>
public static class LaunchedRuns
{
    /// <summary>Forty cases' true times, as many as a quick async-cost run compares over launches.</summary>
    public static IReadOnlyList<double> Forty { get; } = Enumerable.Range(0, 40).Select(i => 50.0 * (1 + (i % 8))).ToArray();

    /// <param name="id">The run's id.</param>
    /// <param name="cases">Each case's true time in nanoseconds.</param>
    /// <param name="launches">Launches per case.</param>
    /// <param name="processNoise">How far a launch moves a case (the standard deviation of its log).</param>
    /// <param name="seed">The noise's seed.</param>
    /// <param name="slowShare">The chance that a launch runs a case in a slow mode, <paramref name="slowFactor"/> times as slow.</param>
    /// <param name="slowFactor">How much slower a case runs in its slow mode.</param>
    public static ResultsDocument Run(string id, IReadOnlyList<double> cases, int launches, double processNoise, int seed,
        double slowShare = 0, double slowFactor = 1.6)
    {
        var random = new Random(seed);
        var measurements = cases.Select((truth, c) =>
        {
            var samples = new List<double>();
            var from = new List<int>();
            for (var launch = 0; launch < launches; launch++)
            {
                var effect = (processNoise * Normal(random)) + (random.NextDouble() < slowShare ? Math.Log(slowFactor) : 0);
                for (var round = 0; round < 4; round++)
                {
                    samples.Add(truth * Math.Exp(effect + (0.005 * Normal(random))));
                    from.Add(launch);
                }
            }

            return new Measurement($"case-{c}", new Dictionary<string, string>(), new Dictionary<string,
                double> { [MetricNames.MedianNs] = samples.Order().ElementAt(samples.Count / 2) })
            {
                Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples },
                Launches = new Dictionary<string, IReadOnlyList<int>> { [MetricNames.TimeNs] = from },
            };
        }).ToList();
        var experiment = new ExperimentResult("async-cost", "async-cost", ExperimentStatus.Ok, null, measurements,
            []) { Launches = launches, Metrics = [Metrics.MedianNs, Metrics.TimeNs] };
        return SpreadRuns.Run(id) with { Experiments = [experiment] };
    }

    /// <summary>
    /// Six rows of four launches that move 1 % between processes; the row "split" runs <paramref name="splitFactor"/> times
    /// as slow in its second launch, and <paramref name="rowFactor"/> times as slow in every launch.
    /// </summary>
    public static ExperimentResult OneRowInTwoModes(double splitFactor, double rowFactor = 1)
    {
        var offsets = new[] { 0, 0.01, -0.01, 0.005 };
        var measurements = Enumerable.Range(0, 6).Select(k =>
        {
            var name = k == 0 ? "split" : $"alike-{k}";
            var samples = new List<double>();
            var launches = new List<int>();
            for (var launch = 0; launch < offsets.Length; launch++)
            {
                var factor = k != 0 ? 1 : launch == 1 ? splitFactor * rowFactor : rowFactor;
                foreach (var step in new[] { -0.005, 0, 0.005 })
                {
                    samples.Add(100 * factor * Math.Exp(offsets[(launch + k) % offsets.Length] + step));
                    launches.Add(launch);
                }
            }

            return new Measurement(name, new Dictionary<string, string>(), new Dictionary<string, double>())
            {
                Samples = new Dictionary<string, IReadOnlyList<double>> { [Metrics.TimeNs.Key] = samples },
                Launches = new Dictionary<string, IReadOnlyList<int>> { [Metrics.TimeNs.Key] = launches },
            };
        }).ToList();
        return new ExperimentResult("async-cost", "async-cost", ExperimentStatus.Ok, null, measurements, [])
        {
            Launches = 4,
            Metrics = [Metrics.TimeNs],
        };
    }

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());

    /// <summary>The run with a second experiment, command-bus, of the given status (its measurements only when it is ok).</summary>
    public static ResultsDocument WithCommandBus(ResultsDocument run, ExperimentStatus status)
    {
        var experiment = run.Experiments[0];
        return run with
        {
            Experiments = [.. run.Experiments, experiment with
            {
                Id = "command-bus",
                Status = status,
                Measurements = status == ExperimentStatus.Ok ? experiment.Measurements : [],
            }],
        };
    }
}
