using AsyncLab.Cli;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary>scan's bad input as a user meets it: one line on stderr, exit code 2, no stack trace, and no build started.</summary>
[Integration]
public sealed class ScanVerbTests : IDisposable
{
    private readonly string scratch = Directory.CreateTempSubdirectory("asynclab-scan-verb-").FullName;

    public void Dispose() => Directory.Delete(scratch, recursive: true);

    public static TheoryData<string[]> BadInput() =>
    [
        ["scan", "/no/such/folder"],
        ["scan", "{scratch}/empty"],
        ["scan", "{scratch}/notes.txt"],
        ["scan", "{scratch}/app", "--fail-on", "deadlock"],
        ["scan", "{scratch}/app", "--watch", "{scratch}/old-watch.json"],
        ["scan", "{scratch}/app", "--watch", "{scratch}/notes.txt"],
        ["scan", "{scratch}/app", "--baseline", "{scratch}/notes.txt"],
        ["scan", "{scratch}/app", "--results", "/no/such/results.json"],
    ];

    [Theory]
    [MemberData(nameof(BadInput))]
    public async Task Invoke_BadInput_OneLineErrorAndExitTwo(string[] args)
    {
        Directory.CreateDirectory(Path.Combine(scratch, "empty"));
        Directory.CreateDirectory(Path.Combine(scratch, "app"));
        await File.WriteAllTextAsync(Path.Combine(scratch, "app", "App.csproj"), "<Project Sdk=\"Microsoft.NET.Sdk\" />");
        await File.WriteAllTextAsync(Path.Combine(scratch, "notes.txt"), "not a project");
        await File.WriteAllTextAsync(Path.Combine(scratch, "old-watch.json"), """{ "schema": 1, "processes": [] }""");

        var outcome = await LabProcess.RunAsync([.. args.Select(a => a.Replace("{scratch}", scratch, StringComparison.Ordinal)),
            "--out", Path.Combine(scratch, "out")]);

        Assert.Equal(ExitCodes.Usage, outcome.ExitCode);
        Assert.Single(outcome.Error.Trim().Split('\n'));
        Assert.DoesNotContain("   at ", outcome.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("building", outcome.Output, StringComparison.Ordinal);
    }
}
