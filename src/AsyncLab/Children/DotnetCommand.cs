using System.Diagnostics;
using AsyncLab.Liveness;

namespace AsyncLab.Children;

/// <summary>
/// A <c>dotnet</c> command the lab runs as a child (a runtime's publish, scan's build): started with the host that runs
/// the lab, none of the variables its own MSBuild left behind, its output kept, registered so it dies with the lab, and
/// ended with its whole process tree past a limit or on cancellation.
/// </summary>
public static class DotnetCommand
{
    // Variables dotnet run and dotnet test leave for their own MSBuild; a nested build must find its own.
    internal static readonly string[] InheritedBuildVariables =
        ["MSBuildExtensionsPath", "MSBUILD_EXE_PATH", "MSBuildSDKsPath", "MSBuildLoadMicrosoftTargetsReadOnly"];

    /// <summary>What the command left: its exit code (null when the limit or a cancellation ended it) and every line it wrote.</summary>
    public sealed record Outcome(int? ExitCode, IReadOnlyList<string> Output);

    public static async Task<Outcome> RunAsync(string workingDirectory, IEnumerable<string> arguments, TimeSpan limit,
        CancellationToken cancellationToken)
    {
        var start = new ProcessStartInfo(LabExecutable.Host())
        {
            WorkingDirectory = workingDirectory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        foreach (var name in InheritedBuildVariables)
        {
            start.Environment.Remove(name);
        }

        start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        start.Environment["DOTNET_NOLOGO"] = "1";
        var output = new List<string>();
        using var process = new Process { StartInfo = start };
        process.OutputDataReceived += (_, e) => Keep(output, e.Data);
        process.ErrorDataReceived += (_, e) => Keep(output, e.Data);
        process.Start();
        ChildProcesses.Track(process);
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        using var bounded = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        bounded.CancelAfter(limit);
        try
        {
            await process.WaitForExitAsync(bounded.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            return new Outcome(null, output);
        }
        finally
        {
            ChildProcesses.Forget(process);
        }

        // WaitForExitAsync returns only once the redirected streams are drained too, so the output is complete.
        return new Outcome(process.ExitCode, output);
    }

    /// <summary>
    /// The command's first error (a compiler's, a restore's, or MSBuild's missing project), without the project path
    /// MSBuild appends; else "<paramref name="command"/> exited with N".
    /// </summary>
    public static string FirstError(IReadOnlyList<string> output, int exitCode, string command)
    {
        string? line;
        lock (output)
        {
            line = output.FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal)
                || l.StartsWith("error", StringComparison.Ordinal)
                || l.Contains("MSB1009", StringComparison.Ordinal));
        }

        if (line is null)
        {
            return $"{command} exited with {exitCode}";
        }

        var project = line.LastIndexOf(" [", StringComparison.Ordinal);
        return (project > 0 && line.EndsWith(']') ? line[..project] : line).Trim();
    }

    private static void Keep(List<string> output, string? line)
    {
        if (line is null)
        {
            return;
        }

        lock (output)
        {
            output.Add(line);
        }
    }
}
