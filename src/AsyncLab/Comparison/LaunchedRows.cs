using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Comparison;

/// <summary>
/// The rows of one experiment that both runs measured in launches: each row's launch variance moderated over the rows of
/// its metric and neighbourhood in both runs (<see cref="NeighbourhoodPriors"/>), so that three launches a side still give a useful
/// interval.
/// </summary>
public sealed class LaunchedRows(IReadOnlyList<Measurement> measurements, double threshold)
{
    private readonly Dictionary<string, NeighbourhoodPriors> cases = new(StringComparer.Ordinal);

    /// <summary>The row over launches, or null when either run measured it in fewer than two.</summary>
    public MetricComparison? Compare(string label, string metric, Measurement a, Measurement b)
    {
        var summariesA = NeighbourhoodPriors.SummariesOf(a, metric).Select(s => s.Summary).ToList();
        var summariesB = NeighbourhoodPriors.SummariesOf(b, metric).Select(s => s.Summary).ToList();
        if (summariesA.Count < 2 || summariesB.Count < 2)
        {
            return null;
        }

        if (!cases.TryGetValue(metric, out var rows))
        {
            rows = new NeighbourhoodPriors(measurements, metric);
            cases[metric] = rows;
        }

        return MetricComparison.OfLaunches(label, metric, a.Samples![metric], b.Samples![metric], summariesA, summariesB,
            rows.PriorFor(a), rows.PriorFor(b), threshold,
            (LaunchModes.Find(summariesA, rows.UsualVariance(a)), LaunchModes.Find(summariesB, rows.UsualVariance(b))));
    }
}
