using System.Text.Json;
using AsyncLab.Data.Databases;
using AsyncLab.Runtimes;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Children;

/// <summary>
/// The lab published self-contained, as a user copies it to a machine with no .NET: it must start its own target
/// server through its own executable, not through a <c>dotnet</c> it cannot find.
/// </summary>
public sealed class SelfContainedLabTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-self-contained-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    [Integration]
    public async Task Run_SelfContainedWithoutDotnetOnPath_WebExperimentsRunOk()
    {
        // The build run --runtimes makes for the lab's own runtime: published once per state of the sources, then reused.
        var build = await new RuntimeBuild(RuntimeSources.Locate()!).EnsureAsync(LabRuntime.Net10, CancellationToken.None);
        var executable = build.Executable ?? throw new InvalidOperationException(build.Error);
        var output = Path.Combine(directory, "results");

        var (exitCode, log) = await RunAsync(executable, ["run", "--profile", "smoke", "web-throughput", "database", "--out", output],
            TimeSpan.FromMinutes(5));

        Assert.True(exitCode == 0, $"exit {exitCode}: {Tail(log)}");
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var statuses = results.RootElement.GetProperty("experiments").EnumerateArray()
            .ToDictionary(e => e.GetProperty("id").GetString()!, e => e.GetProperty("status").GetString());
        Assert.Equal(new Dictionary<string, string?> { ["web-throughput"] = "ok", ["database"] = "ok" }, statuses);
    }

    private async Task<(int ExitCode, string Log)> RunAsync(string executable, IReadOnlyList<string> arguments, TimeSpan limit)
    {
        var path = PathWithoutDotnet();
        var run = await ChildRun.RunAsync(executable, arguments, limit, "the self-contained lab", environment =>
        {
            // A machine without .NET: no dotnet on PATH, no host or root named, and nothing the test run's SDK left behind.
            environment["PATH"] = path;
            foreach (var name in environment.Keys.Where(k => k.StartsWith("DOTNET_", StringComparison.Ordinal)
                || k.StartsWith("MSBuild", StringComparison.OrdinalIgnoreCase)).ToList())
            {
                environment.Remove(name);
            }

            environment.Remove(PostgresOptions.ConnectionStringVariable);
        });
        return (run.ExitCode, run.Output + run.Error);
    }

    /// <summary>
    /// A folder of links to every program on this PATH but dotnet: dotnet usually sits beside the shell and the
    /// PostgreSQL tools the database experiment needs, so leaving out its whole folder would take those too.
    /// </summary>
    private string PathWithoutDotnet()
    {
        var bin = Directory.CreateDirectory(Path.Combine(directory, "bin")).FullName;
        var folders = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries);
        foreach (var file in folders.Where(Directory.Exists).SelectMany(Directory.EnumerateFiles))
        {
            var link = Path.Combine(bin, Path.GetFileName(file));
            if (Path.GetFileNameWithoutExtension(file) != "dotnet" && !File.Exists(link))
            {
                File.CreateSymbolicLink(link, file);
            }
        }

        return bin;
    }

    private static string Tail(string log) => log.Length > 3000 ? log[^3000..] : log;
}
