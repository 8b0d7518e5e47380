using AsyncLab.Results;

namespace AsyncLab.Catalog;

/// <summary>
/// The registry: every metric, sample set and histogram key the lab writes, declared once with its unit, which way is
/// better and its label: the shared ones (<see cref="Metrics"/>) and those each catalogued experiment declares in its own
/// folder (<see cref="Running.IExperiment.Metrics"/>). Reports, comparisons and charts format and judge a metric by its
/// entry here, not by guessing from its name.
/// </summary>
public static class MetricCatalog
{
    public static IReadOnlyList<Metric> All { get; } = [.. Metrics.Shared, .. ExperimentCatalog.All.SelectMany(e => e.Metrics)];

    private static readonly Dictionary<string, Metric> ByKey = Index(All);

    /// <summary>The registered metric with this key, or null.</summary>
    public static Metric? Find(string key) => ByKey.GetValueOrDefault(key);

    /// <summary>
    /// The registered metric, or for a key the registry does not know (one an older lab wrote to its results.json) a
    /// plain number with no better direction, labelled by its key: such files still report, without guessing a unit.
    /// </summary>
    public static Metric Of(string key) => Find(key) ?? new Metric(key, MetricUnit.Number, MetricBetter.Neither, key.Replace('_', ' '));

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
