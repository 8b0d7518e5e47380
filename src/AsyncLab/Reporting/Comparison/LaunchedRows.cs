using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Comparison;

/// <summary>
/// The rows of one experiment that both runs measured in launches: each metric's launch variance pooled over every such
/// row of both runs (<see cref="LaunchVariancePrior"/>), so that three launches a side still give a useful interval.
/// </summary>
public sealed class LaunchedRows(IReadOnlyList<Measurement> measurements, double threshold)
{
    private readonly Dictionary<string, LaunchVariancePrior> priors = new(StringComparer.Ordinal);

    /// <summary>The row over launches, or null when either run measured it in fewer than two.</summary>
    public MetricComparison? Compare(string label, string metric, Measurement a, Measurement b)
    {
        var summariesA = Summaries(a, metric);
        var summariesB = Summaries(b, metric);
        if (summariesA.Count < 2 || summariesB.Count < 2)
        {
            return null;
        }

        if (!priors.TryGetValue(metric, out var prior))
        {
            prior = LaunchVariancePrior.Fit(measurements.Select(m => Summaries(m, metric)).Where(s => s.Count >= 2));
            priors[metric] = prior;
        }

        return MetricComparison.OfLaunches(label, metric, a.Samples![metric], b.Samples![metric], summariesA, summariesB, prior, threshold);
    }

    /// <summary>The logs of each launch's median of <paramref name="metric"/>; empty without launches.</summary>
    public static IReadOnlyList<double> Summaries(Measurement measurement, string metric) =>
        measurement.Launches is { } launches && launches.TryGetValue(metric, out var from)
        && measurement.Samples is { } samples && samples.TryGetValue(metric, out var values)
            ? LaunchInterval.Summaries(values, from).Select(s => s.Summary).ToList()
            : [];
}
