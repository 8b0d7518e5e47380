using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary>Bad input: one line on stderr, exit code 2, never a stack trace.</summary>
[Integration]
public sealed class LabCommandLineTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-cli-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Theory]
    [InlineData("frobnicate")]
    [InlineData("run", "no-such-experiment")]
    [InlineData("run", "--profile", "turbo")]
    [InlineData("run", "--bogus-flag")]
    [InlineData("report")]
    [InlineData("run", "task-caching", "--runtimes", "net7.0")]
    [InlineData("run", "task-caching", "--runtimes", ",")]
    [InlineData("runn")]
    [InlineData("run", "task-caching", "--quiet", "--verbose")]
    [InlineData("run", "--profle", "quick")]
    [InlineData("run", "--launches", "abc")]
    [InlineData("compare", "a", "b", "--allow-cannot-tell")]
    [InlineData("watch", "--allow-cannot-tell", "-p", "12")]
    [InlineData("watch", "-n", "no-such-process-of-this-name")]
    public async Task Invoke_BadUsage_OneLineErrorAndExitTwo(params string[] args)
    {
        var outcome = await LabProcess.RunAsync(args);

        AssertUsageError(outcome);
    }

    [Fact]
    public async Task Invoke_UnknownExperiment_ErrorListsKnownOnes()
    {
        var outcome = await LabProcess.RunAsync("run", "nope");

        AssertUsageError(outcome);
        Assert.Contains("async-cost", outcome.Error, StringComparison.Ordinal);
        Assert.Contains("task-caching", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Invoke_UnknownRuntime_ErrorNamesTheKnownOnes()
    {
        var outcome = await LabProcess.RunAsync("run", "task-caching", "--runtimes", "net8.0,net7.0");

        AssertUsageError(outcome);
        Assert.Contains("unknown runtime 'net7.0'", outcome.Error, StringComparison.Ordinal);
        Assert.Contains("net8.0, net9.0, net10.0, net10.0-runtime-async", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Invoke_MistypedVerb_SuggestsTheVerb()
    {
        var outcome = await LabProcess.RunAsync("runn");

        AssertUsageError(outcome);
        Assert.Contains("did you mean 'run'?", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Watch_KeepWaitsWithTrace_SaysTheyDoNotGoTogether()
    {
        var capture = Path.Combine(directory, "capture.nettrace");
        await File.WriteAllTextAsync(capture, "not judged: refused first");

        var outcome = await LabProcess.RunAsync("watch", "--trace", capture, "--keep-waits", "--out", Path.Combine(directory, "w"));

        AssertUsageError(outcome);
        Assert.Contains("--keep-waits keeps a live watch's wait events on; it does not go with --trace", outcome.Error,
            StringComparison.Ordinal);
        Assert.False(Directory.Exists(Path.Combine(directory, "w")));
    }

    [Fact]
    public async Task Compare_AllowCannotTellWithoutTheGate_SaysWhatItNeeds()
    {
        var outcome = await LabProcess.RunAsync("compare", "a", "b", "--allow-cannot-tell");

        AssertUsageError(outcome);
        Assert.Contains("--allow-cannot-tell only works with --fail-on-regression", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Watch_NoSuchProcess_LeavesNoFolderBehind()
    {
        var output = Path.Combine(directory, "results", "watch-1");

        var outcome = await LabProcess.RunAsync("watch", "--process-id", "999999999", "--out", output);

        AssertUsageError(outcome);
        Assert.False(Directory.Exists(Path.Combine(directory, "results")));
    }

    [Fact]
    public async Task Invoke_OutIsAFile_OneLineErrorAndExitTwo()
    {
        var file = Path.Combine(directory, "a-file");
        await File.WriteAllTextAsync(file, "x");

        var outcome = await LabProcess.RunAsync("run", "task-caching", "--profile", "smoke", "--out", file);

        AssertUsageError(outcome);
        Assert.Contains("--out", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Invoke_OutUnderAFile_OneLineErrorAndExitTwo()
    {
        var file = Path.Combine(directory, "a-file");
        await File.WriteAllTextAsync(file, "x");

        var outcome = await LabProcess.RunAsync("run", "task-caching", "--profile", "smoke", "--out", Path.Combine(file, "sub"));

        AssertUsageError(outcome);
    }

    [Theory]
    [InlineData("{\"schema\": 1, \"run\": {\"id\": \"x\"")]
    [InlineData("garbage")]
    public async Task Report_MalformedResults_OneLineErrorAndExitTwo(string content)
    {
        await File.WriteAllTextAsync(Path.Combine(directory, ResultsFile.FileName), content);

        var outcome = await LabProcess.RunAsync("report", directory);

        AssertUsageError(outcome);
    }

    [Fact]
    public async Task Report_ValidResults_RendersSameReportAsFromDocument()
    {
        var document = SampleResults.Create();
        ResultsFile.Write(directory, document);

        var outcome = await LabProcess.RunAsync("report", directory);

        // report judges the claims again from the measurements with today's definitions before rendering.
        Assert.Equal(0, outcome.ExitCode);
        Assert.Equal(
            AsyncLab.Reporting.MarkdownReport.Render(AsyncLab.Running.Rejudging.Apply(document,
                AsyncLab.Catalog.ExperimentCatalog.ClaimsOf, AsyncLab.Catalog.ExperimentCatalog.RuntimeComparisons).Document),
            await File.ReadAllTextAsync(Path.Combine(directory, "report.md")));
    }

    [Fact]
    public async Task Run_TaskCachingSmoke_WritesResultsAndReportAndExitsZero()
    {
        var outcome = await LabProcess.RunAsync("run", "task-caching", "--profile", "smoke", "--out", directory);

        Assert.Equal(0, outcome.ExitCode);
        var document = ResultsFile.Read(directory);
        var experiment = Assert.Single(document.Experiments);
        Assert.Equal(ExperimentStatus.Ok, experiment.Status);
        Assert.Equal(5, experiment.Claims.Count);
        Assert.True(File.Exists(Path.Combine(directory, "report.md")));
        // Piped, the console is a log: a line at the experiment's start and end, then the findings and the report's path.
        Assert.Contains("task-caching: started", outcome.Output, StringComparison.Ordinal);
        Assert.Contains("Findings: ", outcome.Output, StringComparison.Ordinal);
        Assert.Contains($"report: {Path.Combine(directory, "report.html")}", outcome.Output, StringComparison.Ordinal);
        Assert.True(outcome.Output.Split('\n').Length < 30, outcome.Output);
    }

    [Fact]
    public async Task Run_Quiet_PrintsOnlyWhereTheReportIs()
    {
        var outcome = await LabProcess.RunAsync("run", "task-caching", "--profile", "smoke", "--out", directory, "--quiet");

        Assert.Equal(0, outcome.ExitCode);
        Assert.Equal($"report: {Path.Combine(directory, "report.html")}", outcome.Output.Trim());
    }

    [Fact]
    public async Task List_Ids_PrintsEveryExperimentId()
    {
        var outcome = await LabProcess.RunAsync("list", "--ids");

        Assert.Equal(0, outcome.ExitCode);
        Assert.Contains("async-cost", outcome.Output.Split('\n', StringSplitOptions.TrimEntries));
    }

    private static void AssertUsageError(LabProcess.Outcome outcome)
    {
        Assert.Equal(2, outcome.ExitCode);
        var lines = outcome.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.Single(lines);
        Assert.StartsWith("asynclab: ", lines[0], StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", outcome.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("Exception", outcome.Error, StringComparison.Ordinal);
    }
}
