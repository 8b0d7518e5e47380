using System.Text.RegularExpressions;
using System.Xml.Linq;
using AsyncLab.Reporting;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

/// <summary>
/// Both reports rendered from a fixed results.json must equal the checked-in files. After an intended change,
/// run <c>ASYNCLAB_UPDATE_SNAPSHOTS=1 dotnet test --filter ReportSnapshotTests</c> and review the diff. The HTML
/// snapshot keeps each chart's root element and title but not its drawing: ScottPlot places every label by the
/// metrics of the machine's font, so the drawing is checked by the chart tests, not byte for byte here.
/// </summary>
public sealed partial class ReportSnapshotTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-snapshot-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void MarkdownReport_RichResults_MatchesSnapshot()
    {
        TestFiles.MatchSnapshot("Reporting/Snapshots/report.md", MarkdownReport.Render(RichResults.Read()));
    }

    [Fact]
    public void HtmlReport_RichResults_MatchesSnapshot()
    {
        var html = ChartDrawing().Replace(HtmlReport.Render(RichResults.Read()), "$1\n(drawing)\n</svg>");

        TestFiles.MatchSnapshot("Reporting/Snapshots/report.html", html);
    }

    [Fact]
    public void WriteAll_RichResults_EveryLinkedChartIsWrittenAndEveryWrittenChartIsLinked()
    {
        ReportWriter.WriteAll(directory, RichResults.Read());

        var markdown = File.ReadAllText(Path.Combine(directory, MarkdownReport.FileName));
        var linked = ChartLink().Matches(markdown).Select(m => m.Groups[1].Value).Order(StringComparer.Ordinal).ToList();
        var written = Directory.GetFiles(Path.Combine(directory, "charts"))
            .Select(f => "charts/" + Path.GetFileName(f))
            .Order(StringComparer.Ordinal)
            .ToList();
        Assert.Equal(written, linked);
        Assert.Contains("charts/whenall-vs-foreachasync-1.svg", written);
        Assert.True(File.Exists(Path.Combine(directory, HtmlReport.FileName)));
    }

    [Fact]
    public void WriteAll_RichResults_ChartFilesAreWellFormedSvg()
    {
        ReportWriter.WriteAll(directory, RichResults.Read());

        foreach (var file in Directory.GetFiles(Path.Combine(directory, "charts")))
        {
            var root = XDocument.Parse(File.ReadAllText(file)).Root!;
            Assert.Equal("{http://www.w3.org/2000/svg}svg", root.Name.ToString());
        }
    }

    [Fact]
    public void WriteAll_RichResults_ChartFilesReferenceNothingOutsideThemselves()
    {
        ReportWriter.WriteAll(directory, RichResults.Read());

        foreach (var file in Directory.GetFiles(Path.Combine(directory, "charts")))
        {
            var svg = File.ReadAllText(file);

            // The namespace is a name, never fetched; nothing else may look like a location.
            var rest = svg.Replace("xmlns=\"http://www.w3.org/2000/svg\"", string.Empty, StringComparison.Ordinal);
            Assert.DoesNotContain("http", rest, StringComparison.OrdinalIgnoreCase);
            Assert.DoesNotContain("file:", rest, StringComparison.OrdinalIgnoreCase);
            Assert.DoesNotContain("href", rest, StringComparison.OrdinalIgnoreCase);
            Assert.All(Regex.Matches(rest, @"url\(([^)]*)\)").Select(m => m.Groups[1].Value),
                target => Assert.StartsWith("#", target, StringComparison.Ordinal));
        }
    }

    [Fact]
    public void WriteAll_RenderedTwice_SameBytes()
    {
        var second = Directory.CreateDirectory(Path.Combine(directory, "again")).FullName;

        ReportWriter.WriteAll(directory, RichResults.Read());
        ReportWriter.WriteAll(second, RichResults.Read());

        foreach (var name in new[] { "report.md", "report.html", "charts/web-throughput-3.svg" })
        {
            Assert.Equal(File.ReadAllText(Path.Combine(directory, name)), File.ReadAllText(Path.Combine(second, name)));
        }
    }

    [GeneratedRegex(@"\]\((charts/[^)]+\.svg)\)")]
    private static partial Regex ChartLink();

    [GeneratedRegex(@"(<svg [^>]*>\n<title [^>]*>[^<]*</title>).*?</svg>", RegexOptions.Singleline)]
    private static partial Regex ChartDrawing();
}
