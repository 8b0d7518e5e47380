using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Chooses an experiment's charts from its data alone, so every experiment in the catalog, present or future, gets
/// charts without code of its own: bars per variant when nothing varies, lines against a numeric parameter when
/// one does, grouped bars for latency percentiles, and a line chart per group of series.
/// </summary>
public static class ExperimentCharts
{
    public const string Folder = "charts";

    /// <summary>The charts of one experiment with the file names they are written under (charts/&lt;experiment&gt;-&lt;n&gt;.svg).</summary>
    public static IReadOnlyList<ChartFigure> For(ExperimentResult experiment)
    {
        var charts = new List<IChart>();
        foreach (var group in MeasurementGroup.Split(experiment.Measurements))
        {
            charts.AddRange(group.Numeric.Count > 0 ? ParameterCharts.Lines(group) : VariantCharts.Bars(group));
            charts.AddRange(VariantCharts.Latency(group));
        }

        charts.AddRange(SeriesCharts.For(experiment.Series));
        return charts.Select((chart, i) => new ChartFigure($"{experiment.Id}-{i + 1}.svg", chart)).ToList();
    }
}

/// <summary>A chart and the file it is written to, relative to the charts folder.</summary>
public sealed record ChartFigure(string FileName, IChart Chart)
{
    /// <summary>The path relative to the run's folder, with forward slashes, as the reports link it.</summary>
    public string RelativePath => ExperimentCharts.Folder + "/" + FileName;
}
