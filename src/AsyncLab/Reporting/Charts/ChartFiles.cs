using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>Writes every experiment's charts as SVG files under DIR/charts/, replacing the charts of an earlier rendering.</summary>
public static class ChartFiles
{
    public static void Write(string directory, ResultsDocument document)
    {
        var folder = Path.Combine(directory, ExperimentCharts.Folder);
        Directory.CreateDirectory(folder);
        foreach (var stale in Directory.EnumerateFiles(folder, "*.svg"))
        {
            File.Delete(stale);
        }

        var comparisons = AcrossRuntimes.Comparisons(document);
        foreach (var figure in document.Experiments.Concat(comparisons)
            .SelectMany(ExperimentCharts.For)
            .Concat(RuntimeCharts.All(document)))
        {
            File.WriteAllText(Path.Combine(folder, figure.FileName), figure.Svg(standalone: true));
        }
    }
}
