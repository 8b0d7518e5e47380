using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Comparison;

/// <summary>
/// The rows of one experiment that both runs measured in launches: each row's launch variance moderated over the rows of
/// its metric and neighbourhood in both runs (<see cref="NeighbourhoodPriors"/>), so that three launches a side still give a useful
/// interval.
/// </summary>
public sealed class LaunchedRows(IReadOnlyList<Measurement> measurements)
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

        var modesA = LaunchModes.Find(summariesA, rows.UsualVariance(a));
        var modesB = LaunchModes.Find(summariesB, rows.UsualVariance(b));
        return MetricComparison.OfLaunches(label, metric, a.Samples![metric], b.Samples![metric], summariesA, summariesB,
            PriorOf(rows, a, modesA), PriorOf(rows, b, modesB), (modesA, modesB));
    }

    /// <summary>
    /// A row's prior, floored at the neighbourhood's upper decile: compare reads every row of two runs unpaired and its gate
    /// fails a job on any one of them, so a row with one slow launch, which the claims' quartile floor leaves narrow,
    /// would fail comparisons of the same code (simulated, one launch in 33 slow: 43 of 400 at the quartile). For a row in
    /// two modes, floored by its neighbours' usual move instead: the neighbourhood's floor is its noisiest case, which may be
    /// this split itself, and the interval across the modes already spans the split.
    /// </summary>
    private static ModeratedVariance PriorOf(NeighbourhoodPriors rows, Measurement row, LaunchModes? modes) =>
        rows.PriorFor(row) is var prior && modes is null ? prior.WithFloor(prior.UpperDecile) : prior.WithFloor(rows.UsualVariance(row));
}
