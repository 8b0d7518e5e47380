using System.Text.Json;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

/// <summary>report.html in a real browser, from disk, with no network: it must load cleanly and give a first screen.</summary>
[Integration]
public sealed class HtmlReportBrowserTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-browser-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [ChromiumFact]
    public async Task Open_RichReportFromDisk_NoConsoleErrorsAndScreenshotTaken()
    {
        ReportWriter.WriteAll(directory, RichResults.Read());

        var outcome = await HeadlessChromium.ScreenshotAsync(Path.Combine(directory, HtmlReport.FileName), directory);

        Assert.Equal(0, outcome.ExitCode);
        Assert.Empty(HeadlessChromium.ConsoleLines(outcome.Log));
        var png = await File.ReadAllBytesAsync(outcome.Screenshot);
        Assert.True(png.Length > 10_000, $"the screenshot is {png.Length} bytes, too small to show a report");
        Assert.Equal(new byte[] { 0x89, (byte)'P', (byte)'N', (byte)'G' }, png[..4]);
    }

    /// <summary>
    /// Measures the page as a reader at 1,280 × 800 meets it: where the headlines and the counts end before anything is opened,
    /// then, every section opened, whether the page is wider than the window and the most lines a claim's summary takes.
    /// </summary>
    private const string LayoutProbe = """
        (function () {
          var bottom = function (id) { var e = document.getElementById(id); return e ? e.getBoundingClientRect().bottom : -1; };
          var r = { headlines: bottom("headlines"), counts: bottom("counts") };
          document.querySelectorAll("details").forEach(function (d) { d.open = true; });
          r.wider = document.documentElement.scrollWidth - document.documentElement.clientWidth;
          r.lines = 0; r.longest = "";
          document.querySelectorAll("details.claim > summary, a.claim-link").forEach(function (s) {
            var style = getComputedStyle(s), line = parseFloat(style.lineHeight);
            var n = Math.round(s.getBoundingClientRect().height / (isNaN(line) ? 1.2 * parseFloat(style.fontSize) : line));
            if (n > r.lines) { r.lines = n; r.longest = s.textContent.slice(0, 80); }
          });
          document.title = JSON.stringify(r);
        })();
        """;

    private sealed record Layout(double Headlines, double Counts, double Wider, int Lines, string Longest);

    private async Task<Layout> LayoutOf(string page)
    {
        var title = await HeadlessChromium.ProbeAsync(page, directory, LayoutProbe, width: 1280, height: 800);
        return JsonSerializer.Deserialize<Layout>(title, new JsonSerializerOptions { PropertyNameCaseInsensitive = true })
            ?? throw new InvalidOperationException($"the probe left no layout: \"{title}\"");
    }

    [ChromiumFact]
    public async Task Open_RecordedQuickRunAt1280_FirstScreenHoldsHeadlinesAndCountsNoScrollClaimLinesShort()
    {
        ReportWriter.WriteAll(directory, ResultsFile.Read(RecordedRuns.PathOf("all-quick-launches.json")));

        var layout = await LayoutOf(Path.Combine(directory, HtmlReport.FileName));

        Assert.InRange(layout.Headlines, 1, 800);
        Assert.InRange(layout.Counts, layout.Headlines, 800);
        Assert.True(layout.Wider <= 0, $"the page is {layout.Wider} px wider than a 1,280 px window");
        Assert.True(layout.Lines is >= 2 and <= 3, $"a claim's line takes {layout.Lines} lines before its details: {layout.Longest}");
    }

    [ChromiumFact]
    public async Task Open_PageWiderThanTheWindowWithALongClaimLine_ProbeSeesBoth()
    {
        // Proves the layout check above can fail: a page wider than its window, and a claim line of many lines.
        var page = Path.Combine(directory, "wide.html");
        var words = string.Join(" ", Enumerable.Repeat("a long statement", 400));
        await File.WriteAllTextAsync(page, "<!DOCTYPE html><html><body><div id=\"headlines\">h</div><div id=\"counts\">c</div>" +
            $"<div style=\"width:2000px\">wide</div><details class=\"claim\"><summary>{words}</summary>x</details></body></html>");

        var layout = await LayoutOf(page);

        Assert.True(layout.Wider > 0);
        Assert.True(layout.Lines > 3);
    }

    [ChromiumFact]
    public async Task Open_PageWithFailingScript_ConsoleErrorIsSeen()
    {
        // Proves the check above can fail: a page whose script throws must show up in the browser's log.
        var page = Path.Combine(directory, "broken.html");
        await File.WriteAllTextAsync(page, "<!DOCTYPE html><html><body><script>notDefined();</script></body></html>");

        var outcome = await HeadlessChromium.ScreenshotAsync(page, directory);

        Assert.Contains(HeadlessChromium.ConsoleLines(outcome.Log), l => l.Contains("Uncaught", StringComparison.Ordinal));
    }
}
