using System.Diagnostics;
using AsyncLab.Cli;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Runs the built lab as a real child process, so exit codes and stderr are what a user would see.</summary>
public static class LabProcess
{
    public sealed record Outcome(int ExitCode, string Output, string Error);

    public static Task<Outcome> RunAsync(params string[] args) => RunAsync(TimeSpan.FromSeconds(120), args);

    public static async Task<Outcome> RunAsync(TimeSpan limit, params string[] args)
    {
        var start = new ProcessStartInfo("dotnet")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.ArgumentList.Add(typeof(LabCommandLine).Assembly.Location);
        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        using var timeout = new CancellationTokenSource(limit);
        try
        {
            await process.WaitForExitAsync(timeout.Token);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"the lab did not exit within {limit.TotalSeconds:0} s: " + string.Join(' ', args));
        }

        return new Outcome(process.ExitCode, await output, await error);
    }
}
