using AsyncLab.Results;

namespace AsyncLab.Catalog;

/// <summary>
/// The registry: every metric, sample set and histogram key the lab writes, declared once with its unit, which way is
/// better and its label: the shared ones (<see cref="Metrics"/>) and those each catalogued experiment declares in its own
/// folder (<see cref="Running.IExperiment.Metrics"/>). A run writes the declarations its measurements use into results.json
/// (<see cref="ExperimentResult.Metrics"/>), and reports, comparisons and charts read them from there, never from here, so
/// a file renders the same in any lab; the registry is what the lab's own checks hold every key and claim to.
/// </summary>
public static class MetricCatalog
{
    public static IReadOnlyList<Metric> All { get; } = [.. Metrics.Shared, .. ExperimentCatalog.All.SelectMany(e => e.Metrics)];

    private static readonly Dictionary<string, Metric> ByKey = Index(All);

    /// <summary>The registered metric with this key, or null.</summary>
    public static Metric? Find(string key) => ByKey.GetValueOrDefault(key);

    /// <summary>
    /// The metrics by key. A key declared twice would read as whichever came first, so the lab refuses to start rather
    /// than print one experiment's figures in another's unit.
    /// </summary>
    private static Dictionary<string, Metric> Index(IReadOnlyList<Metric> metrics)
    {
        var byKey = new Dictionary<string, Metric>(StringComparer.Ordinal);
        foreach (var metric in metrics)
        {
            if (!byKey.TryAdd(metric.Key, metric))
            {
                throw new InvalidOperationException($"metric '{metric.Key}' is declared twice: as {byKey[metric.Key]} and as {metric}");
            }
        }

        return byKey;
    }
}
