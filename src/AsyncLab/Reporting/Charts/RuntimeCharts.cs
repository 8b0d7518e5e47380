using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Per experiment of a multi-runtime run, one bar chart per key figure: a bar per runtime for each case, so a reader
/// sees at a glance which runtime changed which cost.
/// </summary>
public static class RuntimeCharts
{
    public static IReadOnlyList<ChartFile> For(string experimentId, IReadOnlyList<RuntimeColumn> columns)
    {
        var cases = AcrossRuntimes.Cases(experimentId, columns);
        var figures = new List<ChartFile>();
        var declared = AcrossRuntimes.Declared(experimentId, columns);
        foreach (var metric in AcrossRuntimes.Metrics(experimentId, columns).Select(declared.Of))
        {
            var series = columns
                .Select(c => new BarSeries(c.Label, cases.Select(k => AcrossRuntimes.Value(c, experimentId, k, metric.Key)).ToList()))
                .ToList();
            if (series.All(s => s.Values.All(v => v is null)))
            {
                continue;
            }

            var title = metric.Key switch
            {
                MetricNames.MedianNs => "Median time per call, per runtime",
                MetricNames.AllocatedBytesPerOp => "Bytes allocated per call, per runtime",
                _ => $"{VariantCharts.Title(metric)}, per runtime",
            };
            figures.Add(new ChartFile(
                $"runtimes-{experimentId}-{figures.Count + 1}.svg",
                new BarChart(title, metric.Key, metric.Unit, metric.Label, cases, series)));
        }

        return figures;
    }

    public static IEnumerable<ChartFile> All(ResultsDocument document)
    {
        var columns = AcrossRuntimes.Columns(document);
        return AcrossRuntimes.ExperimentIds(columns).SelectMany(id => For(id, columns));
    }
}
