using System.Diagnostics;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Runs a program to its exit with its output read, killing it and its children if it outlasts the limit.</summary>
public static class ChildRun
{
    public sealed record Outcome(int ExitCode, string Output, string Error);

    /// <summary>
    /// The program's exit code and output; a <see cref="TimeoutException"/> naming <paramref name="what"/> past the limit.
    /// </summary>
    /// <param name="environment">Changes the child's environment before it starts (it inherits the test run's).</param>
    public static async Task<Outcome> RunAsync(string program, IEnumerable<string> args, TimeSpan limit, string what,
        Action<IDictionary<string, string?>>? environment = null)
    {
        var start = new ProcessStartInfo(program) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        environment?.Invoke(start.Environment);

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
            throw new TimeoutException($"{what} did not exit within {limit.TotalSeconds:0} s");
        }

        return new Outcome(process.ExitCode, await output, await error);
    }
}
