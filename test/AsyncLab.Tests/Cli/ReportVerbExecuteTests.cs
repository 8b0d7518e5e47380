using AsyncLab.Cli;
using AsyncLab.Results;
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
        var recordedBytes = WriteRunRecordingRefuted();
        var output = new StringWriter();

        Assert.Equal(ExitCodes.Ok, ReportVerb.Execute(directory, output));

        Assert.Equal(recordedBytes, File.ReadAllBytes(Path.Combine(directory, ResultsFile.RecordedFileName)));
        var claim = ResultsFile.Read(directory).Experiments.Single().Claims.Single(c => c.Id == Moved);
        Assert.Equal(Verdict.Holds, claim.Verdict);
        Assert.Contains("re-judged: the run recorded refuted", claim.Why, StringComparison.Ordinal);
        Assert.Contains($"{Moved}: refuted at run time, holds now", output.ToString(), StringComparison.Ordinal);
        Assert.Contains(File.ReadAllLines(Path.Combine(directory, "report.md")), line =>
            line.Contains($"`{Moved}`", StringComparison.Ordinal) && line.Contains("**holds**", StringComparison.Ordinal));
    }

    [Fact]
    public void Execute_Twice_RecordedFileUntouchedAndTheMoveStillNamedSinceTheRun()
    {
        var recordedBytes = WriteRunRecordingRefuted();
        ReportVerb.Execute(directory, TextWriter.Null);
        var firstResults = File.ReadAllText(Path.Combine(directory, ResultsFile.FileName));
        var output = new StringWriter();

        ReportVerb.Execute(directory, output);

        Assert.Equal(recordedBytes, File.ReadAllBytes(Path.Combine(directory, ResultsFile.RecordedFileName)));
        Assert.Equal(firstResults, File.ReadAllText(Path.Combine(directory, ResultsFile.FileName)));
        Assert.Contains($"{Moved}: refuted at run time, holds now", output.ToString(), StringComparison.Ordinal);
    }

    /// <summary>A real run's results.json with one claim recorded as refuted, which today's judge finds holds; its bytes.</summary>
    private byte[] WriteRunRecordingRefuted()
    {
        var recorded = ResultsFile.Read(RecordedRuns.PathOf("async-cost-quick.json"));
        var experiment = recorded.Experiments.Single();
        var claims = experiment.Claims.Select(c => c.Id == Moved ? c with { Verdict = Verdict.Refuted } : c).ToList();
        ResultsFile.Write(directory, recorded with { Experiments = [experiment with { Claims = claims }] });
        return File.ReadAllBytes(Path.Combine(directory, ResultsFile.FileName));
    }
}
