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
    /// <param name="declared">The experiment's metrics as its run declares them: each column's label and unit.</param>
    public static TableModel Build(IReadOnlyList<Measurement> measurements, DeclaredMetrics declared)
    {
        var parameterNames = measurements.SelectMany(m => m.Parameters.Keys).Distinct(StringComparer.Ordinal).ToList();
        var metricNames = MetricFormat.Order(measurements.SelectMany(m => m.Metrics.Keys)).ToList();
        var publishedNames = MetricFormat.Order(measurements.SelectMany(m => m.Published?.Keys ?? Enumerable.Empty<string>()))
            .ToHashSet(StringComparer.Ordinal);

        var columns = new List<ReportColumn> { new("variant", ReportColumnKind.Text) };
        columns.AddRange(parameterNames.Select(p => new ReportColumn(p, ReportColumnKind.Text)));
        foreach (var metric in metricNames)
        {
            columns.Add(new ReportColumn(declared.Label(metric), ReportColumnKind.Measured));
            if (publishedNames.Contains(metric))
            {
                columns.Add(new ReportColumn("published " + declared.Label(metric), ReportColumnKind.Published));
            }
        }

        var rows = new List<IReadOnlyList<string>>();
        foreach (var measurement in measurements)
        {
            var cells = new List<string> { measurement.Variant };
            cells.AddRange(parameterNames.Select(p => measurement.Parameters.TryGetValue(p, out var v) ? v : ""));
            foreach (var metric in metricNames)
            {
                cells.Add(measurement.Metrics.TryGetValue(metric, out var value) ? declared.Format(metric, value) : "");
                if (publishedNames.Contains(metric))
                {
                    cells.Add(measurement.Published is not null && measurement.Published.TryGetValue(metric, out var published)
                        ? declared.Format(metric, published)
                        : "");
                }
            }

            rows.Add(cells);
        }

        var sources = measurements.Select(m => m.PublishedSource).OfType<string>().Distinct(StringComparer.Ordinal).ToList();
        var footnote = sources.Count > 0
            ? string.Create(CultureInfo.InvariantCulture, $"Published figures: {string.Join("; ", sources)}.")
            : null;
        return new TableModel(columns, rows, footnote);
    }

    /// <summary>
    /// The table, or two: the article's variants (its own code, as published) first, then the lab's, each under a heading
    /// that says whose they are, so a reader never takes a lab row for a published one. One table, without a heading,
    /// when the run does not say whose each row is (files written before it did) or every row is of one kind.
    /// </summary>
    public static IReadOnlyList<(string? Heading, TableModel Table)> Split(IReadOnlyList<Measurement> measurements,
        DeclaredMetrics declared)
    {
        var article = measurements.Where(m => m.Origin == VariantOrigin.Article).ToList();
        var lab = measurements.Where(m => m.Origin != VariantOrigin.Article).ToList();
        if (article.Count == 0 || lab.Count == 0)
        {
            return [(null, Build(measurements, declared))];
        }

        return [(ArticleHeading, Build(article, declared)), (LabHeading, Build(lab, declared))];
    }

    public const string ArticleHeading = "The article's code, as published";

    public const string LabHeading = "The lab's variants (corrected patterns, peers, second harnesses)";

    public static void Append(StringBuilder md, IReadOnlyList<Measurement> measurements, DeclaredMetrics declared)
    {
        var tables = Split(measurements, declared);
        for (var i = 0; i < tables.Count; i++)
        {
            var (heading, table) = tables[i];
            if (i > 0)
            {
                md.AppendLine();
            }

            if (heading is not null)
            {
                md.AppendLine(CultureInfo.InvariantCulture, $"#### {heading}");
                md.AppendLine();
            }

            MarkdownTable.Append(md, table);
        }
    }
}
