using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// An experiment's cases of one metric measured in two launches or more, each with its launch summaries and how much its
/// samples scatter within a launch; and the prior each case borrows its variance from. A case pools only with cases whose
/// within-launch scatter is within <see cref="Neighbourhood"/> of its own: a harness's rows move between processes alike
/// far more often than rows of another harness do (a loop's repeats beside BenchmarkDotNet's rounds of a yielding call),
/// and one noisy class of rows would otherwise set the variance, or the floor, of every quiet one.
/// </summary>
public sealed class LaunchCases
{
    /// <summary>How far apart (as a factor) two cases' within-launch scatter may be for one to borrow from the other.</summary>
    public const double Neighbourhood = 3;

    private readonly List<Case> cases;
    private readonly Dictionary<Measurement, LaunchVariancePrior> priors = new(ReferenceEqualityComparer.Instance);

    public LaunchCases(IEnumerable<Measurement> measurements, string metric)
    {
        cases = measurements.Select(m => Describe(m, metric)).OfType<Case>().ToList();
    }

    /// <summary>The case's launch summaries (logs, in launch order), or empty when it ran in fewer than two launches.</summary>
    public static IReadOnlyList<(int Launch, double Summary)> SummariesOf(Measurement measurement, string metric) =>
        measurement.Launches is { } launches && launches.TryGetValue(metric, out var from)
        && measurement.Samples is { } samples && samples.TryGetValue(metric, out var values) && values.Count == from.Count
            ? LaunchInterval.Summaries(values, from) is { Count: >= 2 } summaries ? summaries : []
            : [];

    /// <summary>The prior of <paramref name="measurement"/>: fitted on the cases of its neighbourhood (itself included).</summary>
    public LaunchVariancePrior PriorFor(Measurement measurement)
    {
        if (priors.TryGetValue(measurement, out var known))
        {
            return known;
        }

        var own = cases.FirstOrDefault(c => ReferenceEquals(c.Measurement, measurement));
        var prior = own is null
            ? LaunchVariancePrior.None
            : LaunchVariancePrior.Fit(cases.Where(c => Near(c.Within, own.Within)).Select(c => c.Summaries));
        priors[measurement] = prior;
        return prior;
    }

    private static bool Near(double a, double b) =>
        double.IsNaN(a) || double.IsNaN(b) ? double.IsNaN(a) == double.IsNaN(b) : Math.Abs(Math.Log(a / b)) <= Math.Log(Neighbourhood);

    private static Case? Describe(Measurement measurement, string metric)
    {
        var summaries = SummariesOf(measurement, metric);
        if (summaries.Count < 2)
        {
            return null;
        }

        // The scatter of a launch's summary from its own samples: each launch's variance of the logs over its count, averaged.
        var launches = measurement.Launches![metric];
        var values = measurement.Samples![metric];
        var spreads = values.Zip(launches).Where(p => p.First > 0).GroupBy(p => p.Second)
            .Select(g => g.Select(p => Math.Log(p.First)).ToList())
            .Where(g => g.Count >= 2)
            .Select(g => LaunchVariancePrior.SampleVariance(g) / g.Count)
            .ToList();
        var within = spreads.Count == 0 ? double.NaN : Math.Sqrt(Math.Max(spreads.Average(), 1e-12));
        return new Case(measurement, summaries.Select(s => s.Summary).ToList(), within);
    }

    private sealed record Case(Measurement Measurement, IReadOnlyList<double> Summaries, double Within);
}
