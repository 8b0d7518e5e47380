using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// What results.json records of the metrics an experiment used (<see cref="ExperimentResult.Metrics"/>): the declaration
/// of every key its measurements hold as a figure, a published figure, samples or a histogram, so the file alone says
/// each figure's unit and which way is better.
/// </summary>
public static class MetricDeclarations
{
    /// <summary>The shared metrics and the experiment's own that <paramref name="measurements"/> use.</summary>
    public static IReadOnlyList<Metric> Of(IExperiment experiment, IReadOnlyList<Measurement> measurements)
    {
        ArgumentNullException.ThrowIfNull(experiment);
        return Used([.. Metrics.Shared, .. experiment.Metrics], measurements);
    }

    /// <summary>
    /// The declarations among <paramref name="declared"/> whose keys <paramref name="measurements"/> use, in declaration
    /// order. A key none declares is left out: its figures then print as plain numbers.
    /// </summary>
    /// <exception cref="InvalidOperationException">
    /// A used key declared twice, differently: the file would say one unit for figures measured in another.
    /// </exception>
    public static IReadOnlyList<Metric> Used(IEnumerable<Metric> declared, IReadOnlyList<Measurement> measurements)
    {
        var keys = measurements
            .SelectMany(m => m.Metrics.Keys
                .Concat(m.Published?.Keys ?? [])
                .Concat(m.Samples?.Keys ?? [])
                .Concat(m.Histograms?.Keys ?? []))
            .ToHashSet(StringComparer.Ordinal);
        var byKey = new Dictionary<string, Metric>(StringComparer.Ordinal);
        var used = new List<Metric>();
        foreach (var metric in declared.Where(m => keys.Contains(m.Key)))
        {
            if (byKey.TryGetValue(metric.Key, out var first))
            {
                if (first != metric)
                {
                    throw new InvalidOperationException($"metric '{metric.Key}' is declared twice: as {first} and as {metric}");
                }

                continue;
            }

            byKey[metric.Key] = metric;
            used.Add(metric);
        }

        return used;
    }
}
