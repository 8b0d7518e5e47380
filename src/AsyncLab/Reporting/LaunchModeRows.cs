using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Reporting;

/// <summary>
/// The rows of an experiment whose launches fell into two groups far apart (<see cref="LaunchModes"/>): each named with both
/// groups' figures and how many launches each holds, so a reader sees two modes where the table's one figure would hide
/// them. A row's usual move between launches is what its neighbourhood's launches show (<see cref="NeighbourhoodPriors"/>).
/// </summary>
public static class LaunchModeRows
{
    public const string Heading = "Rows in two modes";

    public const string Explanation =
        "These rows' launches fell into two groups, the gap between them several times what a launch of this harness usually " +
        "moves: some processes ran the row at one speed, the others at another. The table's figure pools both; a claim on such " +
        "a row is judged on an interval that spans both groups. One cause is the JIT's own choices in each process: dynamic " +
        "PGO compiles hot code from a profile of that process; a run with DOTNET_TieredPGO=0 in the environment leaves the " +
        "profile out (the report's runtime settings say so).";

    /// <summary>One line a row in two modes, "row, metric: figure in n of N launches, figure in m of N"; empty when none.</summary>
    public static IReadOnlyList<string> Of(ExperimentResult experiment)
    {
        var declared = DeclaredMetrics.Of(experiment);
        var keys = experiment.Measurements.SelectMany(m => m.Launches?.Keys ?? Enumerable.Empty<string>())
            .Distinct()
            .Order(StringComparer.Ordinal);
        var lines = new List<string>();
        foreach (var key in keys)
        {
            var priors = new NeighbourhoodPriors(experiment.Measurements, key);
            foreach (var measurement in experiment.Measurements)
            {
                var summaries = NeighbourhoodPriors.SummariesOf(measurement, key).Select(s => s.Summary).ToList();
                if (LaunchModes.Find(summaries, priors.UsualVariance(measurement)) is { } modes)
                {
                    var row = MeasurementGroup.Label(measurement, measurement.Parameters.Keys.Order(StringComparer.Ordinal));
                    lines.Add($"{row}, {declared.Label(key)}: {modes.Describe(value => declared.Format(key, value))}");
                }
            }
        }

        return lines;
    }
}
