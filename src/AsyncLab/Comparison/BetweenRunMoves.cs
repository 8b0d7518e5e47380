using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>
/// How far each figure moved between runs of the same code: every figure matched by experiment, variant, parameters
/// and metric across every pair of runs, as |ln B/A|. A between-run spread is a percentile of these
/// (<see cref="BetweenRunSpreads.Measure"/>).
/// </summary>
internal static class BetweenRunMoves
{
    /// <summary>
    /// A case's central figure of each kind compare judges by interval: a benchmark's median, a loop's calls per second, a
    /// load test's throughput and its share of the ideal. Means, errors, minima and maxima summarise the same samples and
    /// would count one case's move several times.
    /// </summary>
    private static readonly HashSet<string> Paired = new(StringComparer.Ordinal)
    {
        MetricNames.MedianNs, MetricNames.TimeNs, MetricNames.OpsPerSec, MetricNames.ThroughputRps, MetricNames.IdealShare,
    };

    /// <summary>One figure's move between two runs: its kind, its experiment (as compare names it) and |ln B/A|.</summary>
    public sealed record Move(FigureKind Kind, string Experiment, double Distance);

    public static IReadOnlyList<Move> Of(IReadOnlyList<ResultsDocument> runs)
    {
        var figures = runs.Select(Figures).ToList();
        var moves = new List<Move>();
        for (var i = 0; i < figures.Count; i++)
        {
            for (var j = i + 1; j < figures.Count; j++)
            {
                foreach (var (key, a) in figures[i])
                {
                    if (figures[j].TryGetValue(key, out var b))
                    {
                        moves.Add(new Move(a.Kind, key.Experiment, Math.Abs(Math.Log(b.Value / a.Value))));
                    }
                }
            }
        }

        return moves;
    }

    /// <summary>
    /// The nearest-rank percentile: the smallest value that at least <paramref name="percent"/> % of the values do not
    /// exceed. Counted in integers, so 90 % of 30 values is the 27th and not, by rounding, the 28th.
    /// </summary>
    public static double Percentile(IReadOnlyCollection<double> values, int percent)
    {
        if (values.Count == 0)
        {
            throw new ArgumentException("a percentile of no values", nameof(values));
        }

        var rank = Math.Max(1, ((percent * values.Count) + 99) / 100);
        return values.Order().ElementAt(rank - 1);
    }

    /// <summary>
    /// The run's paired figures by experiment (each other runtime's as "id@runtime", as compare matches them), case and
    /// metric, each with its kind by the run's declaration; a case listed twice counts once, as in compare. Zero and
    /// non-finite figures have no ratio, and a figure the run does not declare has no known kind: neither counts.
    /// </summary>
    private static Dictionary<(string Experiment, string Case, string Metric), (double Value, FigureKind Kind)> Figures(
        ResultsDocument run)
    {
        var figures = new Dictionary<(string, string, string), (double, FigureKind)>();
        foreach (var experiment in RunComparison.ByRuntime(run))
        {
            var declared = DeclaredMetrics.Of(experiment);
            foreach (var measurement in experiment.Measurements)
            {
                var key = ExperimentComparison.Key(measurement);
                foreach (var (metric, value) in measurement.Metrics)
                {
                    if (Paired.Contains(metric) && declared.Find(metric) is { } declaration && double.IsFinite(value) && value > 0
                        && !Stalled(measurement, metric))
                    {
                        figures.TryAdd((experiment.Id, key, metric), (value, FigureKinds.Of(declaration)));
                    }
                }
            }
        }

        return figures;
    }

    /// <summary>
    /// A load test with a second that served nothing (a starved server): compare cannot judge its throughput (a zero has
    /// no ratio), and its few requests a second move between runs by several times, which says nothing of how far the
    /// figures compare does judge move.
    /// </summary>
    private static bool Stalled(Measurement measurement, string metric) =>
        measurement.Samples is { } samples && samples.TryGetValue(metric, out var seconds) && seconds.Any(second => !(second > 0));
}
