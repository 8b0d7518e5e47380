using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary>The compare verb as a user runs it: a real process, its exit code, its files and its errors.</summary>
[Integration]
public sealed class CompareVerbTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-compare-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task Compare_TwoRuns_PrintsChangesAndWritesBothFilesToOut()
    {
        // Spreads of 10 %, so the 1.5× row is marked whatever the lab's own spreads are.
        var spreads = Path.Combine(directory, "spreads.json");
        await File.WriteAllTextAsync(spreads, """
            {"schema": 1, "profile": "quick", "tool_version": "0.1.0 (Release)", "machine": "a test's",
             "runs": [{"id": "r1", "started_utc": "2026-11-26T00:00:00+00:00"}, {"id": "r2", "started_utc": "2026-11-26T00:10:00+00:00"}],
             "spreads": [{"kind": "time-per-call", "experiment": null, "spread": 0.1, "pairs": 10, "basis": "a test's: 10 %"}]}
            """);

        var outcome = await LabProcess.RunAsync("compare", Fixture("compare-a.json"), Fixture("compare-b.json"), "--out", directory,
            "--spreads", spreads);

        Assert.Equal(0, outcome.ExitCode);
        Assert.Contains("async-cost.task-sync-alloc", outcome.Output, StringComparison.Ordinal);
        Assert.Contains("only in A: task-caching; only in B: composition", outcome.Output, StringComparison.Ordinal);
        Assert.Contains("1.50× worse", outcome.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("\u001b[", outcome.Output, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(directory, "compare.md")));
        Assert.True(File.Exists(Path.Combine(directory, "compare.html")));
    }

    [Fact]
    public async Task Compare_MissingRunFolder_OneLineErrorAndExitTwo()
    {
        var outcome = await LabProcess.RunAsync("compare", Fixture("compare-a.json"), Path.Combine(directory, "no-such-run"));

        AssertUsageError(outcome);
        Assert.Contains("no-such-run", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_OneFolderOnly_OneLineErrorAndExitTwo()
    {
        AssertUsageError(await LabProcess.RunAsync("compare", Fixture("compare-a.json")));
    }

    [Fact]
    public async Task Compare_OutIsAFile_OneLineErrorAndExitTwo()
    {
        var file = Path.Combine(directory, "a-file");
        await File.WriteAllTextAsync(file, "x");

        AssertUsageError(await LabProcess.RunAsync("compare", Fixture("compare-a.json"), Fixture("compare-b.json"), "--out", file));
    }

    private static string Fixture(string name) => TestFiles.PathOf(Path.Combine("Comparison", name));

    [Fact]
    public async Task Compare_RecordedQuickPair_LeadsWithTheAnswerAndShowsOnlyWhatChanged()
    {
        var (a, b) = (Repeat(1), Repeat(2));

        var outcome = await LabProcess.RunAsync("compare", a, b, "--out", Path.Combine(directory, "out"));
        var verbose = await LabProcess.RunAsync("compare", a, b, "--out", Path.Combine(directory, "out"), "--verbose");

        Assert.Equal(0, outcome.ExitCode);
        var lines = outcome.Output.Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.StartsWith("Not a gate (exit 0; --fail-on-regression makes it one)", lines[0], StringComparison.Ordinal);
        Assert.True(lines.Length <= 60, $"{lines.Length} lines:\n{outcome.Output}");
        Assert.True(verbose.Output.Split('\n').Length > 3 * lines.Length, "--verbose shows every row");
    }

    [Fact]
    public async Task Compare_GateOnTwoRecordedRunsOfOneCommit_PassesAndItsFirstLineSaysWhatItRead()
    {
        var output = Path.Combine(directory, "out");

        var outcome = await LabProcess.RunAsync("compare", Repeat(1), Repeat(2), "--out", output, "--fail-on-regression");

        Assert.Equal(0, outcome.ExitCode);
        Assert.Matches(@"^Pass \(exit 0\): no regression beyond ±10 % in the \d+ rows it reads \(", outcome.Output);
        Assert.Matches(@"^## Pass \(exit 0\): no regression beyond ±10 % in the \d+ rows it reads \(",
            await File.ReadAllTextAsync(Path.Combine(output, "compare-summary.md")));
    }

    [Fact]
    public async Task Compare_SameFolderTwice_WarnsThatAAndBAreOneRun()
    {
        var a = Repeat(1);

        var outcome = await LabProcess.RunAsync("compare", a, a, "--out", Path.Combine(directory, "out"));

        Assert.Equal(0, outcome.ExitCode);
        Assert.StartsWith("asynclab: warning: A and B are the same run (", outcome.Error, StringComparison.Ordinal);
    }

    /// <summary>A recorded quick run of async-cost, as a run's folder.</summary>
    private string Repeat(int run)
    {
        var folder = Directory.CreateDirectory(Path.Combine(directory, $"run-{run}")).FullName;
        File.Copy(TestFiles.PathOf(Path.Combine("Running", "Repeats", "async-cost-quick", $"run-{run}.json")),
            Path.Combine(folder, "results.json"), overwrite: true);
        return folder;
    }

    [Fact]
    public async Task Compare_FailOnRegressionWithARegression_ExitFourAndTheSummaryNamesTheRow()
    {
        var truth = new double[] { 10, 20, 40, 80, 160, 320 };
        var a = SpreadRuns.WriteTo(directory, LaunchedRuns.Run("a", truth, 3, 0.01, 21));
        var b = SpreadRuns.WriteTo(directory, LaunchedRuns.Run("b", truth.Select((t, i) => i == 1 ? t * 1.3 : t).ToArray(), 3, 0.01, 22));
        var output = Path.Combine(directory, "out");

        var outcome = await LabProcess.RunAsync("compare", a, b, "--out", output, "--fail-on-regression");

        Assert.Equal(4, outcome.ExitCode);
        Assert.Contains("case-1", outcome.Error, StringComparison.Ordinal);
        var summary = await File.ReadAllTextAsync(Path.Combine(output, "compare-summary.md"));
        Assert.Contains("1 regression(s)", summary, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_FailOnRegressionSameCode_ExitZero()
    {
        var truth = new double[] { 10, 20, 40, 80, 160, 320 };
        var a = SpreadRuns.WriteTo(directory, LaunchedRuns.Run("a", truth, 3, 0.01, 23));
        var b = SpreadRuns.WriteTo(directory, LaunchedRuns.Run("b", truth, 3, 0.01, 24));

        var outcome = await LabProcess.RunAsync("compare", a, b, "--out", Path.Combine(directory, "out"), "--fail-on-regression");

        Assert.Equal(0, outcome.ExitCode);
    }

    [Fact]
    public async Task Compare_FailOnRegressionAnExperimentFailedInB_ExitFiveUnlessAllowed()
    {
        var truth = new double[] { 10, 20, 40, 80, 160, 320 };
        var a = SpreadRuns.WriteTo(directory, LaunchedRuns.WithCommandBus(LaunchedRuns.Run("a", truth, 3, 0.01, 25),
            AsyncLab.Results.ExperimentStatus.Ok));
        var b = SpreadRuns.WriteTo(directory, LaunchedRuns.WithCommandBus(LaunchedRuns.Run("b", truth, 3, 0.01, 26),
            AsyncLab.Results.ExperimentStatus.Failed));

        var strict = await LabProcess.RunAsync("compare", a, b, "--out", Path.Combine(directory, "out"), "--fail-on-regression");
        var allowed = await LabProcess.RunAsync("compare", a, b, "--out", Path.Combine(directory, "out"), "--fail-on-regression",
            "--allow-cannot-tell");

        Assert.Equal(5, strict.ExitCode);
        Assert.Contains("B lacks 1 thing(s) A measured, first: command-bus (not measured to the end in B)", strict.Error,
            StringComparison.Ordinal);
        Assert.Equal(0, allowed.ExitCode);
    }

    [Fact]
    public async Task Compare_FailOnRegressionRowsTooNoisyToSee_ExitZeroSayingTheyNeverFailIt()
    {
        // Processes that move 30 % apart: three launches a side cannot see a change of 10 %, so the gate reads none of them.
        var truth = new double[] { 10, 20, 40, 80, 160, 320 };
        var a = SpreadRuns.WriteTo(directory, LaunchedRuns.Run("a", truth, 3, 0.3, 25));
        var b = SpreadRuns.WriteTo(directory, LaunchedRuns.Run("b", truth, 3, 0.3, 26));

        var outcome = await LabProcess.RunAsync("compare", a, b, "--out", Path.Combine(directory, "out"), "--fail-on-regression");

        Assert.Equal(0, outcome.ExitCode);
        Assert.Contains("6 rows could not see ±10 % at these runs' size and never fail it", outcome.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_FailOnRegressionRunsWithoutDeclarations_ExitFiveSayingCantTellUnlessAllowed()
    {
        // The runs of Compare_FailOnRegressionSameCode_ExitZero, as a lab that did not record metric declarations wrote them.
        var truth = new double[] { 10, 20, 40, 80, 160, 320 };
        var a = SpreadRuns.WriteTo(directory, Undeclared(LaunchedRuns.Run("a", truth, 3, 0.01, 23)));
        var b = SpreadRuns.WriteTo(directory, Undeclared(LaunchedRuns.Run("b", truth, 3, 0.01, 24)));
        var output = Path.Combine(directory, "out");

        var strict = await LabProcess.RunAsync("compare", a, b, "--out", output, "--fail-on-regression");
        var allowed = await LabProcess.RunAsync("compare", a, b, "--out", output, "--fail-on-regression", "--allow-cannot-tell");

        Assert.Equal(5, strict.ExitCode);
        Assert.Contains("(declared by neither run)", strict.Error, StringComparison.Ordinal);
        Assert.Contains("can't tell (metric not declared)", strict.Output, StringComparison.Ordinal);
        Assert.Contains("12 can't tell", await File.ReadAllTextAsync(Path.Combine(output, "compare-summary.md")), StringComparison.Ordinal);
        Assert.Equal(0, allowed.ExitCode);
    }

    private static AsyncLab.Results.ResultsDocument Undeclared(AsyncLab.Results.ResultsDocument run) =>
        run with { Experiments = run.Experiments.Select(e => e with { Metrics = [] }).ToList() };

    [Theory]
    [InlineData("0")]
    [InlineData("-5")]
    [InlineData("ten")]
    public async Task Compare_BadThreshold_OneLineErrorAndExitTwo(string threshold)
    {
        AssertUsageError(await LabProcess.RunAsync("compare", Fixture("compare-a.json"), Fixture("compare-b.json"), "--out", directory,
            "--threshold", threshold));
    }

    private static void AssertUsageError(LabProcess.Outcome outcome)
    {
        Assert.Equal(2, outcome.ExitCode);
        var line = Assert.Single(outcome.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("asynclab: ", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", outcome.Error, StringComparison.Ordinal);
    }
}
