using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// A box plot per sampled metric where measurements carry their samples (BenchmarkDotNet's iteration times): the
/// distribution behind each mean, with the bytes each case allocates beside its box.
/// </summary>
internal static class SampleCharts
{
    /// <summary>Fewer samples than this make a box of guesses; such a case is left out of the chart.</summary>
    private const int MinSamples = 3;

    public static IEnumerable<IChart> Boxes(MeasurementGroup group)
    {
        var keys = group.Measurements
            .SelectMany(m => m.Samples?.Where(s => s.Value.Count >= MinSamples).Select(s => s.Key) ?? [])
            .Distinct(StringComparer.Ordinal)
            .ToList();
        var bytes = group.Measurements.Any(m => m.Metrics.ContainsKey(MetricNames.AllocatedBytesPerOp));
        foreach (var key in keys)
        {
            var rows = group.Measurements
                .Where(m => m.Samples is { } samples && samples.TryGetValue(key, out var values) && values.Count >= MinSamples)
                .Select(m => new BoxRow(
                    MeasurementGroup.Label(m, group.Varying),
                    m.Samples![key],
                    bytes && m.Metrics.TryGetValue(MetricNames.AllocatedBytesPerOp, out var allocated)
                        ? group.Declared.Format(MetricNames.AllocatedBytesPerOp, allocated)
                        : null))
                .ToList();
            var declared = group.Declared.Of(key);
            yield return new BoxChart($"{Title(declared)}, distribution per case{group.ConstantSuffix()}", key, declared.Unit,
                ValueLabel(declared), rows)
            {
                SideLabel = bytes ? "allocated per operation" : null,
            };
        }
    }

    private static string Title(Metric metric) => metric.Key switch
    {
        MetricNames.TimeNs => "Time per operation in each iteration",
        _ => metric.Label,
    };

    private static string ValueLabel(Metric metric) =>
        metric.Label + ": box = quartiles, | = median, whiskers = min and max";
}
