using System.Diagnostics;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Opens a page in headless Chromium, takes a screenshot and keeps the browser's log, then makes sure the browser is gone.</summary>
public static class HeadlessChromium
{
    public sealed record Outcome(int ExitCode, string Log, string Screenshot);

    public static async Task<Outcome> ScreenshotAsync(string page, string directory)
    {
        var screenshot = Path.Combine(directory, "screenshot.png");
        var start = new ProcessStartInfo(ChromiumFactAttribute.ChromiumPath)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var argument in new[]
        {
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=" + Path.Combine(directory, "profile"), "--screenshot=" + screenshot, "--window-size=1280,900",
            new Uri(page).AbsoluteUri,
        })
        {
            start.ArgumentList.Add(argument);
        }

        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(90));
        try
        {
            await process.WaitForExitAsync(timeout.Token);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException("headless Chromium did not exit within 90 s");
        }

        return new Outcome(process.ExitCode, await output + await error, screenshot);
    }

    /// <summary>Lines where the page's console said something, or a script failed: a page without script should have none.</summary>
    public static IReadOnlyList<string> ConsoleLines(string log) =>
        log.Split('\n').Where(l => l.Contains(":CONSOLE", StringComparison.Ordinal) || l.Contains("Uncaught", StringComparison.Ordinal)).ToList();
}
