using AsyncLab.Children;

namespace AsyncLab.Scan;

/// <summary>
/// The scan's build of the user's code: <c>dotnet build -c Release</c> into a temporary folder of its own (so the user's
/// bin and obj are not touched), with the analyzers the tool ships added through scan.targets, the rules of
/// scan.globalconfig as warnings, warnings never errors, and a SARIF log per project. The compiler server is the scan's
/// own (<see cref="ScanCompilerServer"/>), shut down after the build, and MSBuild's nodes do not stay, so no process of the
/// build outlives it; the build is a registered child that dies with the lab.
/// </summary>
public static class ScanBuild
{
    /// <summary>Past this a build is taken as stuck, and ended.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromMinutes(30);

    /// <summary>Where the tool's copy of scan.targets, scan.globalconfig and the analyzers lie, beside the lab.</summary>
    public static string ToolFolder => Path.Combine(AppContext.BaseDirectory, "scan");

    public static IReadOnlyList<string> Arguments(ScanTarget target, string work, string sarif, string pipe) =>
    [
        "build", target.BuildPath, "-c", "Release", "-nologo", .. ScanCompilerServer.BuildArguments(pipe), "-v", "q",
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
        var pipe = ScanCompilerServer.NewPipeName();
        DotnetCommand.Outcome outcome;
        try
        {
            outcome = await DotnetCommand.RunAsync(target.Root, Arguments(target, work, sarif, pipe), Limit, cancellationToken)
                .ConfigureAwait(false);
        }
        finally
        {
            await ScanCompilerServer.ShutdownAsync(pipe).ConfigureAwait(false);
        }

        var (exitCode, output) = outcome;
        if (exitCode is not { } code)
        {
            cancellationToken.ThrowIfCancellationRequested();
            throw new ScanInputException($"building {target.BuildPath} gave no result within {Limit.TotalMinutes:0} minutes");
        }

        if (code != 0)
        {
            throw new ScanInputException($"building {Path.GetFileName(target.BuildPath)} failed: {FirstError(output, code)}");
        }
    }

    /// <summary>The build's first error, without the project path MSBuild appends; else its exit code.</summary>
    public static string FirstError(IReadOnlyList<string> output, int exitCode) =>
        DotnetCommand.FirstError(output, exitCode, "dotnet build");
}
