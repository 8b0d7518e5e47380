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

    /// <summary>Lines where the page's console said something, or a script failed: a page without script should have none.</summary>
    public static IReadOnlyList<string> ConsoleLines(string log) =>
        log.Split('\n')
            .Where(l => l.Contains(":CONSOLE", StringComparison.Ordinal) || l.Contains("Uncaught", StringComparison.Ordinal))
            .ToList();
}
