using AsyncLab.Html.Charts;

namespace AsyncLab.Reporting.Charts;

/// <summary>A chart and the file it is written to, relative to the charts folder.</summary>
public sealed record ChartFile(string FileName, IChart Chart)
{
    /// <summary>The path relative to the run's folder, with forward slashes, as the reports link it.</summary>
    public string RelativePath => ExperimentCharts.Folder + "/" + FileName;

    /// <summary>The figure's id in report.html (its file name without .svg): unique in the page, as its SVG's inner ids must be.</summary>
    public string Id => "chart-" + Path.GetFileNameWithoutExtension(FileName);

    /// <param name="standalone">True for the .svg file, false for SVG inlined in report.html.</param>
    public string Svg(bool standalone) => ChartSvg.Render(Chart, Id, standalone);
}
