using System.Globalization;
using System.Text;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// The measured figures of one experiment as a Markdown table: a column per parameter, then per metric the
/// measured value and, where an article gave one, the published value beside it.
/// </summary>
internal static class MeasurementTable
{
    public static void Append(StringBuilder md, IReadOnlyList<Measurement> measurements)
    {
        var parameterNames = measurements.SelectMany(m => m.Parameters.Keys).Distinct(StringComparer.Ordinal).ToList();
        var metricNames = MetricFormat.Order(measurements.SelectMany(m => m.Metrics.Keys)).ToList();
        var publishedNames = MetricFormat.Order(measurements.SelectMany(m => m.Published?.Keys ?? Enumerable.Empty<string>())).ToHashSet(StringComparer.Ordinal);

        var header = new List<string> { "variant" };
        header.AddRange(parameterNames);
        foreach (var metric in metricNames)
        {
            header.Add(MetricFormat.Label(metric));
            if (publishedNames.Contains(metric))
            {
                header.Add("published " + MetricFormat.Label(metric));
            }
        }

        md.AppendLine("| " + string.Join(" | ", header) + " |");
        md.AppendLine("|" + string.Concat(Enumerable.Repeat("---|", header.Count)));
        foreach (var measurement in measurements)
        {
            var cells = new List<string> { MarkdownReport.Cell(measurement.Variant) };
            cells.AddRange(parameterNames.Select(p => measurement.Parameters.TryGetValue(p, out var v) ? MarkdownReport.Cell(v) : ""));
            foreach (var metric in metricNames)
            {
                cells.Add(measurement.Metrics.TryGetValue(metric, out var value) ? MetricFormat.Format(metric, value) : "");
                if (publishedNames.Contains(metric))
                {
                    cells.Add(measurement.Published is not null && measurement.Published.TryGetValue(metric, out var published)
                        ? MetricFormat.Format(metric, published)
                        : "");
                }
            }

            md.AppendLine("| " + string.Join(" | ", cells) + " |");
        }

        var sources = measurements.Select(m => m.PublishedSource).OfType<string>().Distinct(StringComparer.Ordinal).ToList();
        if (sources.Count > 0)
        {
            md.AppendLine();
            md.AppendLine(string.Create(CultureInfo.InvariantCulture, $"Published figures: {string.Join("; ", sources)}."));
        }
    }
}
