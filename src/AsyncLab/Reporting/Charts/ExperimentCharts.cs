using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Chooses an experiment's charts from its data alone, so every experiment in the catalog, present or future, gets
/// charts without code of its own: its claims' intervals against their bands (a forest plot), bars per variant when
/// nothing varies, lines against a numeric parameter when one does, the distribution of each case where samples were
/// kept, grouped bars for latency percentiles, and one chart per group of series and unit (every variant of a load test
/// on one axis).
/// </summary>
public static class ExperimentCharts
{
    public const string Folder = "charts";

    /// <summary>
    /// The charts of one experiment with the file names they are written under
    /// (charts/&lt;experiment&gt;-&lt;n&gt;.svg).
    /// </summary>
    public static IReadOnlyList<ChartFile> For(ExperimentResult experiment)
    {
        var charts = new List<IChart>(ClaimCharts.Forest(experiment));
        var departures = SetupDepartures.Of(experiment);
        foreach (var group in MeasurementGroup.Split(experiment.Measurements, DeclaredMetrics.Of(experiment)))
        {
            charts.AddRange(group.Numeric.Count > 0 ? ParameterCharts.Lines(group) : VariantCharts.Bars(group, departures));
            charts.AddRange(SampleCharts.Boxes(group));
            charts.AddRange(VariantCharts.Latency(group, departures));
        }

        charts.AddRange(SeriesCharts.For(experiment.Series));
        return charts.Select((chart, i) => new ChartFile($"{experiment.Id}-{i + 1}.svg", chart)).ToList();
    }
}
