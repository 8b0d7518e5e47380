using System.Diagnostics;
using System.Globalization;
using System.Runtime.InteropServices;
using AsyncLab.Children;

namespace AsyncLab.Runtimes;

/// <summary>
/// Builds the lab for another runtime, self-contained from the package source's runtime packs (nothing needs to be
/// installed), into artifacts/runtimes/NAME/FINGERPRINT, and reuses that build while the sources are unchanged.
/// </summary>
public sealed class RuntimeBuild(RuntimeSources sources)
{
    /// <summary>A cold build with restore takes one to two minutes here; ten means it is stuck.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromMinutes(10);

    public static string RuntimeIdentifier => RuntimeInformation.RuntimeIdentifier;

    public string CacheRoot => Path.Combine(sources.Root, "artifacts", "runtimes");

    public string ExecutablePath(LabRuntime runtime) =>
        Path.Combine(CacheRoot, runtime.Name, sources.Fingerprint, OperatingSystem.IsWindows() ? "AsyncLab.exe" : "AsyncLab");

    public bool IsCached(LabRuntime runtime) => File.Exists(ExecutablePath(runtime));

    public async Task<RuntimeBuildOutcome> EnsureAsync(LabRuntime runtime, CancellationToken cancellationToken)
    {
        var stopwatch = Stopwatch.StartNew();
        var executable = ExecutablePath(runtime);
        if (File.Exists(executable))
        {
            return new RuntimeBuildOutcome(runtime, executable, Cached: true, null, 0);
        }

        var final = Path.GetDirectoryName(executable)!;
        var staging = final + ".building-" + Environment.ProcessId.ToString(CultureInfo.InvariantCulture);
        DeleteQuietly(staging);
        var (exitCode, output) = await PublishAsync(runtime, staging, cancellationToken).ConfigureAwait(false);
        if (exitCode != 0 || !File.Exists(Path.Combine(staging, Path.GetFileName(executable))))
        {
            DeleteQuietly(staging);
            return new RuntimeBuildOutcome(
                runtime,
                null,
                false,
                $"building the lab for {runtime.Name} failed: {FirstError(output, exitCode)}",
                stopwatch.Elapsed.TotalSeconds);
        }

        // Another lab may have finished the same build meanwhile; either copy is good.
        if (!Directory.Exists(final))
        {
            Directory.Move(staging, final);
        }

        DeleteQuietly(staging);
        RemoveStaleBuilds(runtime);
        return new RuntimeBuildOutcome(runtime, executable, Cached: false, null, stopwatch.Elapsed.TotalSeconds);
    }

    /// <summary>
    /// The arguments of the publish, one per entry: the runtime's framework and, for runtime async, its compiler
    /// feature.
    /// </summary>
    public IReadOnlyList<string> PublishArguments(LabRuntime runtime, string outputDirectory)
    {
        List<string> args =
        [
            "publish", sources.Project, "-c", "Release", "-r", RuntimeIdentifier, "--self-contained",
            "-p:LabTargetFramework=" + runtime.TargetFramework,
            "--artifacts-path", Path.Combine(CacheRoot, runtime.Name, "build"),
            "-o", outputDirectory, "-nologo", "-nodeReuse:false",
        ];
        if (runtime.RuntimeAsync)
        {
            args.Add("-p:LabRuntimeAsync=true");
        }

        return args;
    }

    private async Task<(int ExitCode, IReadOnlyList<string> Output)> PublishAsync(
        LabRuntime runtime, string outputDirectory, CancellationToken cancellationToken)
    {
        var (exitCode, output) = await DotnetCommand.RunAsync(sources.Root, PublishArguments(runtime, outputDirectory), Limit,
            cancellationToken).ConfigureAwait(false);
        return exitCode is { } code
            ? (code, output)
            : (-1, [.. output, cancellationToken.IsCancellationRequested
                ? "error: cancelled"
                : $"error: no result within {Limit.TotalMinutes:0} minutes"]);
    }

    /// <summary>The first compiler or restore error, without the project path MSBuild appends; else the exit code.</summary>
    public static string FirstError(IReadOnlyList<string> output, int exitCode) =>
        DotnetCommand.FirstError(output, exitCode, "dotnet publish");

    private void RemoveStaleBuilds(LabRuntime runtime)
    {
        var keep = Path.GetFileName(Path.GetDirectoryName(ExecutablePath(runtime)));
        foreach (var folder in Directory.EnumerateDirectories(Path.Combine(CacheRoot, runtime.Name)))
        {
            var name = Path.GetFileName(folder);
            if (name != keep && name != "build" && !name.Contains(".building-", StringComparison.Ordinal))
            {
                DeleteQuietly(folder);
            }
        }
    }

    private static void DeleteQuietly(string folder)
    {
        try
        {
            if (Directory.Exists(folder))
            {
                Directory.Delete(folder, recursive: true);
            }
        }
        catch (IOException)
        {
            // A stale build left behind costs disk space, not correctness.
        }
        catch (UnauthorizedAccessException)
        {
            // As above.
        }
    }
}
