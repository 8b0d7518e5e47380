using System.Globalization;
using System.Text;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// The measured figures of one experiment as a table: a column per parameter, then per metric the measured value
/// and, where an article gave one, the published value beside it. Both reports render this same table.
/// </summary>
internal static class MeasurementTable
{
    public static TableModel Build(IReadOnlyList<Measurement> measurements)
    {
        var parameterNames = measurements.SelectMany(m => m.Parameters.Keys).Distinct(StringComparer.Ordinal).ToList();
        var metricNames = MetricFormat.Order(measurements.SelectMany(m => m.Metrics.Keys)).ToList();
        var publishedNames = MetricFormat.Order(measurements.SelectMany(m => m.Published?.Keys ?? Enumerable.Empty<string>())).ToHashSet(StringComparer.Ordinal);

        var columns = new List<ReportColumn> { new("variant", ReportColumnKind.Text) };
        columns.AddRange(parameterNames.Select(p => new ReportColumn(p, ReportColumnKind.Text)));
        foreach (var metric in metricNames)
        {
            columns.Add(new ReportColumn(MetricFormat.Label(metric), ReportColumnKind.Measured));
            if (publishedNames.Contains(metric))
            {
                columns.Add(new ReportColumn("published " + MetricFormat.Label(metric), ReportColumnKind.Published));
            }
        }

        var rows = new List<IReadOnlyList<string>>();
        foreach (var measurement in measurements)
        {
            var cells = new List<string> { measurement.Variant };
            cells.AddRange(parameterNames.Select(p => measurement.Parameters.TryGetValue(p, out var v) ? v : ""));
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

            rows.Add(cells);
        }

        var sources = measurements.Select(m => m.PublishedSource).OfType<string>().Distinct(StringComparer.Ordinal).ToList();
        var footnote = sources.Count > 0 ? string.Create(CultureInfo.InvariantCulture, $"Published figures: {string.Join("; ", sources)}.") : null;
        return new TableModel(columns, rows, footnote);
    }

    public static void Append(StringBuilder md, IReadOnlyList<Measurement> measurements) => MarkdownTable.Append(md, Build(measurements));
}
