using System.Diagnostics;
using AsyncLab.Children;
using AsyncLab.Liveness;

namespace AsyncLab.Scan;

/// <summary>
/// The scan's build of the user's code: <c>dotnet build -c Release</c> into a temporary folder of its own (so the user's
/// bin and obj are not touched), with the analyzers the tool ships added through scan.targets, the rules of
/// scan.globalconfig as warnings, warnings never errors, and a SARIF log per project. Build servers are off, so no
/// process of the build outlives it; the build is a registered child that dies with the lab.
/// </summary>
public static class ScanBuild
{
    /// <summary>Past this a build is taken as stuck, and ended.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromMinutes(30);

    /// <summary>Where the tool's copy of scan.targets, scan.globalconfig and the analyzers lie, beside the lab.</summary>
    public static string ToolFolder => Path.Combine(AppContext.BaseDirectory, "scan");

    public static IReadOnlyList<string> Arguments(ScanTarget target, string work, string sarif) =>
    [
        "build", target.BuildPath, "-c", "Release", "-nologo", "--disable-build-servers", "-v", "q",
        "--artifacts-path", Path.Combine(work, "artifacts"),
        "-p:CustomAfterMicrosoftCommonTargets=" + Path.Combine(ToolFolder, "scan.targets"),
        "-p:AsyncLabScanSarif=" + sarif,
        // The user's build may turn analyzers off (in Release, say) or make warnings errors; the scan's build must do neither.
        "-p:RunAnalyzers=true", "-p:RunAnalyzersDuringBuild=true", "-p:EnableNETAnalyzers=true",
        // The SDK's own rules off but for the two scan.globalconfig turns on: the rest is not what scan reads.
        "-p:AnalysisMode=None",
        "-p:TreatWarningsAsErrors=false", "-p:WarningsAsErrors=", "-p:CodeAnalysisTreatWarningsAsErrors=false",
        "-p:MSBuildTreatWarningsAsErrors=false",
        // Code style is not what scan reads, and it costs a build time.
        "-p:EnforceCodeStyleInBuild=false", "-p:GenerateDocumentationFile=false",
    ];

    /// <summary>Builds; a build that fails is one line of bad input, with the build's own first error.</summary>
    public static async Task RunAsync(ScanTarget target, string work, string sarif, CancellationToken cancellationToken)
    {
        if (!File.Exists(Path.Combine(ToolFolder, "scan.targets")))
        {
            throw new ScanInputException($"this copy of the lab lacks its scan files ({ToolFolder}); build or install it again");
        }

        Directory.CreateDirectory(sarif);
        var start = new ProcessStartInfo(LabExecutable.Host())
        {
            WorkingDirectory = target.Root,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var arg in Arguments(target, work, sarif))
        {
            start.ArgumentList.Add(arg);
        }

        foreach (var name in Runtimes.RuntimeBuild.InheritedBuildVariables)
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
        using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        limit.CancelAfter(Limit);
        try
        {
            await process.WaitForExitAsync(limit.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            cancellationToken.ThrowIfCancellationRequested();
            throw new ScanInputException($"building {target.BuildPath} gave no result within {Limit.TotalMinutes:0} minutes");
        }
        finally
        {
            ChildProcesses.Forget(process);
        }

        // The output is complete only once the process's streams are drained.
        process.WaitForExit();
        if (process.ExitCode != 0)
        {
            throw new ScanInputException($"building {Path.GetFileName(target.BuildPath)} failed: {FirstError(output, process.ExitCode)}");
        }
    }

    /// <summary>The build's first error, without the project path MSBuild appends; else its exit code.</summary>
    public static string FirstError(IReadOnlyList<string> output, int exitCode)
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
            return $"dotnet build exited with {exitCode}";
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
