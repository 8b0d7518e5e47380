namespace AsyncLab.Tests.Fixtures;

/// <summary>Opens a page in headless Chromium, takes a screenshot and keeps the browser's log, then makes sure the browser is
/// gone.</summary>
public static class HeadlessChromium
{
    public sealed record Outcome(int ExitCode, string Log, string Screenshot);

    public static async Task<Outcome> ScreenshotAsync(string page, string directory)
    {
        var screenshot = Path.Combine(directory, "screenshot.png");
        string[] arguments =
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=" + Path.Combine(directory, "profile"), "--screenshot=" + screenshot, "--window-size=1280,900",
            new Uri(page).AbsoluteUri,
        ];
        var run = await ChildRun.RunAsync(ChromiumFactAttribute.ChromiumPath, arguments, TimeSpan.FromSeconds(90), "headless Chromium");
        return new Outcome(run.ExitCode, run.Output + run.Error, screenshot);
    }

    /// <summary>
    /// Lays the page out at <paramref name="width"/> × <paramref name="height"/> and returns what <paramref name="script"/>
    /// leaves in document.title: the page is copied with the script appended, and the browser prints the DOM it ends with
    /// (a headless screenshot reports no layout, and the report itself carries no script).
    /// </summary>
    public static async Task<string> ProbeAsync(string page, string directory, string script, int width, int height)
    {
        var copy = Path.Combine(directory, "probe-" + Path.GetFileName(page));
        var html = await File.ReadAllTextAsync(page);
        await File.WriteAllTextAsync(copy, html.Replace("</body>", $"<script>{script}</script></body>", StringComparison.Ordinal));
        string[] arguments =
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run", "--disable-quic", "--user-data-dir=" + Path.Combine(directory, "probe-profile"),
            $"--window-size={width},{height}", "--dump-dom", new Uri(copy).AbsoluteUri,
        ];
        var run = await ChildRun.RunAsync(ChromiumFactAttribute.ChromiumPath, arguments, TimeSpan.FromSeconds(90), "headless Chromium");
        var start = run.Output.IndexOf("<title>", StringComparison.Ordinal);
        var end = run.Output.IndexOf("</title>", StringComparison.Ordinal);
        return start < 0 || end < start ? string.Empty : System.Net.WebUtility.HtmlDecode(run.Output[(start + "<title>".Length)..end]);
    }

    /// <summary>Lines where the page's console said something, or a script failed: a page without script should have none.</summary>
    public static IReadOnlyList<string> ConsoleLines(string log) =>
        log.Split('\n')
            .Where(l => l.Contains(":CONSOLE", StringComparison.Ordinal) || l.Contains("Uncaught", StringComparison.Ordinal))
            .ToList();
}
