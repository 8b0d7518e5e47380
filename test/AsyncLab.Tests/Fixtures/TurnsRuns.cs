using AsyncLab.Results;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Small in-memory runs of one group of bursts in turns beside its yardstick, on a machine that switches between two speeds
/// for stretches of turns: every burst of a turn in a slow stretch takes <see cref="SlowFactor"/> times as long, as the
/// ready calls of a list search did on the lab's shared VM. Each case's truth, and the seed, are the test's.
/// </summary>
public static class TurnsRuns
{
    /// <summary>How much slower every burst of a turn runs in a slow stretch.</summary>
    public const double SlowFactor = 1.8;

    /// <summary>The group's name, as the harness records it.</summary>
    public const string Group = "ready bursts in turns";

    /// <param name="id">The run's id.</param>
    /// <param name="cases">Each case's true time in nanoseconds; the yardstick's is 150 ns.</param>
    /// <param name="seed">The noise's seed.</param>
    /// <param name="withYardstick">Whether the run records its yardstick as one (false: the same samples, read raw).</param>
    /// <param name="switchChance">The chance a turn starts a stretch of the other speed.</param>
    public static ResultsDocument Run(string id, IReadOnlyList<double> cases, int seed, bool withYardstick = true,
        double switchChance = 0.03)
    {
        const int launches = 4;
        const int turns = 100;
        var random = new Random(seed);
        var rows = cases.Select((truth, c) => (Id: $"turns-case-{c}", Truth: truth)).Append((Id: "turns-yardstick", Truth: 150.0)).ToList();
        var samples = rows.ToDictionary(r => r.Id, _ => new List<double>());
        var from = new List<int>();
        for (var launch = 0; launch < launches; launch++)
        {
            // Each launch also moves its cases a little on its own (the process), and starts in either speed.
            var effects = rows.ToDictionary(r => r.Id, _ => 0.01 * Normal(random));
            var slow = random.NextDouble() < 0.5;
            for (var turn = 0; turn < turns; turn++)
            {
                slow ^= random.NextDouble() < switchChance;
                foreach (var (rowId, truth) in rows)
                {
                    var speed = slow ? SlowFactor : 1;
                    samples[rowId].Add(truth * speed * Math.Exp(effects[rowId] + (0.02 * Normal(random))));
                }

                from.Add(launch);
            }
        }

        var measurements = rows.Select(r => new Measurement(r.Id, new Dictionary<string, string>(), new Dictionary<string, double>
        {
            [MetricNames.MedianNs] = samples[r.Id].Order().ElementAt(samples[r.Id].Count / 2),
        })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples[r.Id] },
            Launches = new Dictionary<string, IReadOnlyList<int>> { [MetricNames.TimeNs] = from },
            MeasuredWith = Group,
            Yardstick = withYardstick && r.Id == "turns-yardstick" ? true : null,
        }).ToList();
        var experiment = new ExperimentResult("async-cost", "async-cost", ExperimentStatus.Ok, null, measurements, [])
        {
            Launches = launches,
            Metrics = [Metrics.MedianNs, Metrics.TimeNs],
        };
        var document = SpreadRuns.Run(id);
        return document with
        {
            Run = document.Run with { RuntimeSettings = new Dictionary<string, string>() },
            Experiments = [experiment],
        };
    }

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
