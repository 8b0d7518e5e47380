using AsyncLab.Cli;
using AsyncLab.Scan;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scan;

/// <summary>scan's real builds beyond the fixture: a project that does not compile, and the lab's own target server.</summary>
[Integration]
public sealed class ScanBuildTests : IDisposable
{
    private readonly string scratch = Directory.CreateTempSubdirectory("asynclab-scan-build-").FullName;

    public void Dispose() => Directory.Delete(scratch, recursive: true);

    [Fact]
    public async Task Scan_ProjectThatDoesNotCompile_OneLineWithTheBuildsFirstErrorAndExitTwo()
    {
        var project = Path.Combine(scratch, "Broken");
        Directory.CreateDirectory(project);
        File.WriteAllText(Path.Combine(project, "Broken.csproj"),
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup></Project>");
        File.WriteAllText(Path.Combine(project, "Broken.cs"), "public static class Broken { public static int Total() => missing; }");

        var outcome = await LabProcess.RunAsync(TimeSpan.FromMinutes(5), "scan", project, "--out", Path.Combine(scratch, "out"));

        Assert.Equal(ExitCodes.Usage, outcome.ExitCode);
        var line = Assert.Single(outcome.Error.Trim().Split('\n'));
        Assert.Contains("building Broken.csproj failed: ", line, StringComparison.Ordinal);
        Assert.Contains("error CS0103", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Scan_WebTargetWithTheRecordedWatch_TheSyncOverAsyncSiteSeenBlockingAndFirst()
    {
        var target = Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "src", "AsyncLab.WebTarget", "AsyncLab.WebTarget.csproj"));
        var watch = TestFiles.PathOf(Path.Combine("Scan", "Recorded", "sync-over-async.watch.json"));
        var output = Path.Combine(scratch, "out");

        var outcome = await LabProcess.RunAsync(TimeSpan.FromMinutes(10), "scan", target, "--watch", watch, "--out", output);

        Assert.True(outcome.ExitCode == ExitCodes.Ok, outcome.Output + outcome.Error);
        var first = ScanFile.Read(output).Findings[0];
        Assert.Equal("RequestWork.SyncOverAsync", first.Method);
        Assert.Equal(SiteKind.BlockingWait, first.Kind);
        Assert.Contains(first.SeenAtRuntime, s => s.Detector == "blocking" && s.Count > 0);
        Assert.Contains("seen blocking at runtime", outcome.Output, StringComparison.Ordinal);
    }
}
