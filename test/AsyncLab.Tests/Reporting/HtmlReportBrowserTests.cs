using AsyncLab.Reporting;
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
