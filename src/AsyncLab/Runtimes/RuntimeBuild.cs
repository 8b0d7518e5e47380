using System.Diagnostics;
using System.Globalization;
using System.Runtime.InteropServices;
using AsyncLab.Children;
using AsyncLab.Liveness;

namespace AsyncLab.Runtimes;

/// <summary>
/// Builds the lab for another runtime, self-contained from the package source's runtime packs (nothing needs to be
/// installed), into artifacts/runtimes/NAME/FINGERPRINT, and reuses that build while the sources are unchanged.
/// </summary>
public sealed class RuntimeBuild(RuntimeSources sources)
{
    /// <summary>A cold build with restore takes one to two minutes here; ten means it is stuck.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromMinutes(10);

    // Variables dotnet run and dotnet test leave for their own MSBuild; a nested build must find its own.
    internal static readonly string[] InheritedBuildVariables =
        ["MSBuildExtensionsPath", "MSBUILD_EXE_PATH", "MSBuildSDKsPath", "MSBuildLoadMicrosoftTargetsReadOnly"];

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
        var start = new ProcessStartInfo(LabExecutable.Host())
        {
            WorkingDirectory = sources.Root,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var arg in PublishArguments(runtime, outputDirectory))
        {
            start.ArgumentList.Add(arg);
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
        using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        limit.CancelAfter(Limit);
        try
        {
            await process.WaitForExitAsync(limit.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            Keep(
                output,
                cancellationToken.IsCancellationRequested ? "error: cancelled" : $"error: no result within {Limit.TotalMinutes:0} minutes");
            return (-1, output);
        }
        finally
        {
            ChildProcesses.Forget(process);
        }

        return (process.ExitCode, output);
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

    /// <summary>The first compiler or restore error, without the project path MSBuild appends; else the exit code.</summary>
    public static string FirstError(IReadOnlyList<string> output, int exitCode)
    {
        var line = output.FirstOrDefault(l =>
            l.Contains(": error ", StringComparison.Ordinal) || l.StartsWith("error", StringComparison.Ordinal));
        if (line is null)
        {
            return $"dotnet publish exited with {exitCode}";
        }

        var project = line.LastIndexOf(" [", StringComparison.Ordinal);
        return (project > 0 && line.EndsWith(']') ? line[..project] : line).Trim();
    }

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
