using System.Text.RegularExpressions;
using AsyncLab.Cli;
using AsyncLab.Load;
using AsyncLab.Scan;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scan;

/// <summary>
/// scan's real builds beyond the fixture: a project that does not compile, and the lab's own target server joined with a
/// recorded watch and with a live one.
/// </summary>
[Integration]
public sealed partial class ScanBuildTests : IDisposable
{
    private readonly string scratch = Directory.CreateTempSubdirectory("asynclab-scan-build-").FullName;

    public void Dispose() => Directory.Delete(scratch, recursive: true);

    [Fact]
    public async Task Scan_ProjectThatDoesNotCompile_OneLineWithTheBuildsFirstErrorAndExitTwo()
    {
        var project = Path.Combine(scratch, "Broken");
        Directory.CreateDirectory(project);
        await File.WriteAllTextAsync(Path.Combine(project, "Broken.csproj"),
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup></Project>");
        await File.WriteAllTextAsync(Path.Combine(project, "Broken.cs"),
            "public static class Broken { public static int Total() => missing; }");

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
        // The scan's own compiler server was told to shut down with its build; it exits once it has answered.
        if (OperatingSystem.IsLinux())
        {
            Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(15),
                () => ProcessTable.CommandLinesMentioning("-pipename:asynclab-scan-").Count == 0),
                "the scan's compiler server outlived it");
        }
    }

    [Fact]
    public async Task Scan_WebTargetWithALiveWatchOfItUnderLoad_TheSyncOverAsyncSiteSeenBlockingAndFirst()
    {
        // The watch of the recorded test, live: the lab's target server watched while its sync-over-async endpoint is loaded.
        var watched = Path.Combine(scratch, "watch");
        using (var watch = LabChild.Start(null, "watch", "--duration", "20", "--out", watched, "--", "dotnet",
            typeof(LabCommandLine).Assembly.Location, "serve", "--port", "0"))
        {
            Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(60),
                () => Listening().IsMatch(watch.Output) && watch.Output.Contains("attached to process", StringComparison.Ordinal)),
                "the watch did not get going: " + watch.Output + watch.Error);
            var address = new Uri(Listening().Match(watch.Output).Groups[1].Value);
            await LoadDriver.RunAsync(LoadPlan.Constant(new Uri(address, "/sync-over-async?u=50"), 200,
                TimeSpan.FromSeconds(6)) with { MaxRequests = 100_000 }, CancellationToken.None);
            Assert.True(await watch.ExitedWithinAsync(TimeSpan.FromSeconds(60)), "the watch did not end: " + watch.Output);
        }

        var target = Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "src", "AsyncLab.WebTarget", "AsyncLab.WebTarget.csproj"));
        var output = Path.Combine(scratch, "out");

        var outcome = await LabProcess.RunAsync(TimeSpan.FromMinutes(10), "scan", target, "--watch", watched, "--out", output);

        Assert.True(outcome.ExitCode == ExitCodes.Ok, outcome.Output + outcome.Error);
        var first = ScanFile.Read(output).Findings[0];
        Assert.Equal("RequestWork.SyncOverAsync", first.Method);
        Assert.Contains(first.SeenAtRuntime, s => s.Detector == "blocking" && s.Count > 0);
    }

    [GeneratedRegex(@"listening on (http://127\.0\.0\.1:\d+)")]
    private static partial Regex Listening();
}
