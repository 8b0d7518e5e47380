using System.Diagnostics;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Runs a program to its exit with its output read, killing it and its children if it outlasts the limit.</summary>
public static class ChildRun
{
    private const int TailLines = 30;

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
            // The tail of what it printed says where it was: a build, a child, a step that never ended.
            throw new TimeoutException($"{what} did not exit within {limit.TotalSeconds:0} s; it last printed:\n" +
                await TailAsync(output) + "\nand on standard error:\n" + await TailAsync(error));
        }

        return new Outcome(process.ExitCode, await output, await error);
    }

    private static async Task<string> TailAsync(Task<string> text)
    {
        // Killed with its whole tree, the program's pipes close; a grandchild that escaped the kill must not hang the test.
        var finished = await Task.WhenAny(text, Task.Delay(TimeSpan.FromSeconds(10)));
        if (finished != text)
        {
            return "(still open)";
        }

        var lines = (await text).Split('\n', StringSplitOptions.RemoveEmptyEntries);
        return string.Join('\n', lines.TakeLast(TailLines));
    }
}
