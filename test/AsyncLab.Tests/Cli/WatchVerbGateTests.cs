using AsyncLab.Cli;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;

namespace AsyncLab.Tests.Cli;

/// <summary>
/// The gate as docs/WATCH.md shows it, run: <c>watch --fail-on starvation,blocking -- dotnet test</c> on a test
/// project whose test blocks pool threads on tasks, and on one whose test awaits the same work.
/// </summary>
[Integration]
public sealed class WatchVerbGateTests(GateTestProjects projects) : IClassFixture<GateTestProjects>
{
    [Fact]
    public async Task Invoke_DotnetTestThatBlocksPoolThreads_ExitsThreeWithTheTestAtTheStack()
    {
        var (outcome, document) = await GateAsync(projects.Blocking);

        Assert.True(outcome.ExitCode == ExitCodes.WatchFound, $"exit {outcome.ExitCode}: {outcome.Error}");
        // The test host's verdict names the test; vstest.console, waiting on the host, may be found blocking as well.
        var found = document.AllVerdicts()
            .Where(pv => pv.Verdict.Detector == "blocking" && pv.Verdict.Finding == Finding.Found).ToList();
        Assert.Contains(found, pv => pv.Verdict.Stacks.SelectMany(s => s.Frames)
            .Any(f => f.Contains("OrderTests", StringComparison.Ordinal)));
    }

    [Fact]
    public async Task Invoke_DotnetTestThatAwaits_ExitsZero()
    {
        var (outcome, document) = await GateAsync(projects.Clean);

        Assert.True(outcome.ExitCode == ExitCodes.Ok, $"exit {outcome.ExitCode}: {outcome.Error}");
        Assert.True(document.Processes.Count >= 2, "the test host and the dotnet CLI are both watched");
    }

    private static async Task<(LabProcess.Outcome Outcome, WatchDocument Document)> GateAsync(string project)
    {
        var folder = Directory.CreateTempSubdirectory("asynclab-watch-").FullName;
        try
        {
            var outcome = await LabProcess.RunAsync(TimeSpan.FromMinutes(3), "watch", "--fail-on", "starvation,blocking", "--out", folder,
                "--", "dotnet", "test", project);
            return (outcome, WatchFile.Read(Path.Combine(folder, WatchFile.FileName)));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
