using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Time (or throughput) against a numeric parameter such as an item count or a delay: one line per variant and per
/// value of the other parameters, colour by variant and marker shape by the other parameters.
/// </summary>
internal static class ParameterCharts
{
    private static readonly string[] LineMetrics = [MetricNames.MeanNs, MetricNames.ThroughputRps, MetricNames.OpsPerSec];

    /// <summary>At most two x parameters per group: beyond that the same figures only repeat in another cut.</summary>
    private const int MaxAxes = 2;

    public static IEnumerable<IChart> Lines(MeasurementGroup group)
    {
        var metric = LineMetrics.FirstOrDefault(name => group.Measurements.Any(m => m.Metrics.ContainsKey(name)));
        if (metric is null)
        {
            yield break;
        }

        var variants = group.Measurements.Select(m => m.Variant).Distinct(StringComparer.Ordinal).ToList();
        var split = false;
        foreach (var x in group.Numeric.Take(MaxAxes))
        {
            // Once the first axis was split into one chart per case, a second axis would only repeat those charts' figures.
            if (split)
            {
                yield break;
            }

            var others = group.Varying.Where(p => p != x).ToList();
            var lines = group.Measurements
                .Where(m => m.Metrics.TryGetValue(metric, out var v) && double.IsFinite(v))
                .GroupBy(m => MeasurementGroup.Label(m, others), StringComparer.Ordinal)
                .ToList();
            var otherCombinations = lines.Select(l => OthersKey(l.First(), others)).Distinct(StringComparer.Ordinal).ToList();
            var chartLines = lines.Select(line => new ChartLine(
                    line.Key,
                    line.Select(m => new SeriesPoint(Number(m, x), m.Metrics[metric])).OrderBy(p => p.X).ToList(),
                    variants.IndexOf(line.First().Variant),
                    otherCombinations.IndexOf(OthersKey(line.First(), others))))
                .ToList();
            var declared = group.Declared.Of(metric);
            var title = $"{VariantCharts.Title(declared)} against {x}{group.ConstantSuffix()}";
            if (chartLines.Count <= MaxLines || otherCombinations.Count < 2)
            {
                yield return new LineChart(title, x, MetricUnit.Number, declared.Label, declared.Unit, chartLines);
                continue;
            }

            // Past a handful of lines, colours repeat and markers are all that tell lines apart: one chart per value of the
            // other parameters, each line a variant in a colour of its own.
            split = true;
            foreach (var combination in lines.GroupBy(l => OthersKey(l.First(), others), StringComparer.Ordinal))
            {
                var first = combination.First().First();
                var suffix = string.Join(", ", others.Select(p => MeasurementGroup.Pair(p, MeasurementGroup.Value(first, p))));
                var perVariant = combination.Select(line => new ChartLine(
                        line.First().Variant,
                        line.Select(m => new SeriesPoint(Number(m, x), m.Metrics[metric])).OrderBy(p => p.X).ToList(),
                        variants.IndexOf(line.First().Variant),
                        0))
                    .ToList();
                yield return new LineChart($"{title} ({suffix})", x, MetricUnit.Number, declared.Label, declared.Unit, perVariant);
            }
        }
    }

    /// <summary>The most lines one chart draws before it is split by the other parameters' values.</summary>
    private const int MaxLines = 6;

    private static string OthersKey(Measurement measurement, IEnumerable<string> others) =>
        string.Join("\u001f", others.Select(p => MeasurementGroup.Value(measurement, p)));

    private static double Number(Measurement measurement, string parameter)
    {
        MeasurementGroup.TryNumber(MeasurementGroup.Value(measurement, parameter), out var value);
        return value;
    }
}
