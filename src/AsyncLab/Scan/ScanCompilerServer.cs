using AsyncLab.Children;

namespace AsyncLab.Scan;

/// <summary>
/// The scan's own C# compiler server: the build shares one warm compiler across its projects, as a user's build does
/// (without it each project starts the compiler afresh, and loads and JIT-compiles every analyzer again), on a pipe
/// named for this scan alone, so no other build's server is touched; when the build is over it is told to shut down,
/// so nothing the scan started outlives it.
/// </summary>
public static class ScanCompilerServer
{
    /// <summary>The pipe of a scan's server: its own for every scan.</summary>
    public static string NewPipeName() => "asynclab-scan-" + Guid.NewGuid().ToString("N")[..12];

    /// <summary>The build's arguments that use the server on <paramref name="pipe"/> and no MSBuild node that stays behind.</summary>
    public static IReadOnlyList<string> BuildArguments(string pipe) =>
        ["-nodeReuse:false", "-p:UseSharedCompilation=true", "-p:SharedCompilationId=" + pipe];

    /// <summary>Tells every installed SDK's compiler server listening on <paramref name="pipe"/> to shut down.</summary>
    public static async Task ShutdownAsync(string pipe)
    {
        foreach (var server in Servers())
        {
            // A server that is not running answers at once; none is started by asking.
            await DotnetCommand.RunAsync(Path.GetTempPath(), [server, "-shutdown", "-pipename:" + pipe], TimeSpan.FromSeconds(30),
                CancellationToken.None).ConfigureAwait(false);
        }
    }

    /// <summary>The compiler servers of the SDKs beside the dotnet host that runs the builds.</summary>
    public static IReadOnlyList<string> Servers()
    {
        var host = LabExecutable.Host();
        var resolved = File.Exists(host) ? new FileInfo(host).ResolveLinkTarget(returnFinalTarget: true)?.FullName ?? host : host;
        var sdks = Path.Combine(Path.GetDirectoryName(Path.GetFullPath(resolved)) ?? ".", "sdk");
        return Directory.Exists(sdks)
            ? Directory.GetDirectories(sdks).Select(d => Path.Combine(d, "Roslyn", "bincore", "VBCSCompiler.dll")).Where(File.Exists)
                .ToArray()
            : [];
    }
}
