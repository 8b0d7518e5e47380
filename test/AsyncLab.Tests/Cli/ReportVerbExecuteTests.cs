using AsyncLab.Catalog;
using AsyncLab.Cli;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary>
/// <c>report DIR</c> in process: one judgement for every file of the run. results.json becomes the re-judged document
/// the reports are rendered from, and the run's own is kept, once, as results.recorded.json.
/// </summary>
public sealed class ReportVerbExecuteTests : IDisposable
{
    private const string Moved = "async-cost.task-sync-alloc";

    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-report-execute-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void Execute_RunWithAVerdictThatMoved_RewritesResultsJsonAndKeepsTheRunsOwn()
    {
        var (recordedBytes, was, now) = WriteRunWhoseVerdictMoved();
        var output = new StringWriter();

        Assert.Equal(ExitCodes.Ok, ReportVerb.Execute(directory, output));

        Assert.Equal(recordedBytes, File.ReadAllBytes(Path.Combine(directory, ResultsFile.RecordedFileName)));
        var claim = ResultsFile.Read(directory).Experiments.Single().Claims.Single(c => c.Id == Moved);
        Assert.Equal(now, claim.Verdict);
        Assert.Contains($"re-judged: the run recorded {was.Name()}", claim.Why, StringComparison.Ordinal);
        Assert.Contains($"{Moved}: {was.Name()} at run time, {now.Name()} now", output.ToString(), StringComparison.Ordinal);
        Assert.Contains(File.ReadAllLines(Path.Combine(directory, "report.md")), line =>
            line.Contains($"`{Moved}`", StringComparison.Ordinal) && line.Contains($"**{now.Name()}**", StringComparison.Ordinal));
    }

    [Fact]
    public void Execute_Twice_RecordedFileUntouchedAndTheMoveStillNamedSinceTheRun()
    {
        var (recordedBytes, was, now) = WriteRunWhoseVerdictMoved();
        ReportVerb.Execute(directory, TextWriter.Null);
        var firstResults = File.ReadAllText(Path.Combine(directory, ResultsFile.FileName));
        var output = new StringWriter();

        ReportVerb.Execute(directory, output);

        Assert.Equal(recordedBytes, File.ReadAllBytes(Path.Combine(directory, ResultsFile.RecordedFileName)));
        Assert.Equal(firstResults, File.ReadAllText(Path.Combine(directory, ResultsFile.FileName)));
        Assert.Contains($"{Moved}: {was.Name()} at run time, {now.Name()} now", output.ToString(), StringComparison.Ordinal);
    }

    /// <summary>
    /// A real run's results.json with one claim recorded under another verdict than today's judge gives it: the file's
    /// bytes, the verdict it records and today's.
    /// </summary>
    private (byte[] Bytes, Verdict Was, Verdict Now) WriteRunWhoseVerdictMoved()
    {
        var recorded = ResultsFile.Read(RecordedRuns.PathOf("async-cost-quick.json"));
        var (today, _) = Rejudging.Apply(recorded, ExperimentCatalog.ClaimsOf, ExperimentCatalog.RuntimeComparisons);
        var now = today.Experiments.Single().Claims.Single(c => c.Id == Moved).Verdict;
        var was = now == Verdict.Refuted ? Verdict.Holds : Verdict.Refuted;
        var experiment = recorded.Experiments.Single();
        var claims = experiment.Claims.Select(c => c.Id == Moved ? c with { Verdict = was } : c).ToList();
        ResultsFile.Write(directory, recorded with { Experiments = [experiment with { Claims = claims }] });
        return (File.ReadAllBytes(Path.Combine(directory, ResultsFile.FileName)), was, now);
    }
}
