using System.Text.RegularExpressions;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Benchmarking;

/// <summary>The lab as a real child process, stopped by a signal in the middle of a benchmark session: what finished stays.</summary>
[Trait("Category", "Integration")]
public sealed partial class BenchmarkSessionSignalTests : IDisposable
{
    private readonly string output = Directory.CreateTempSubdirectory("asynclab-session-signal-").FullName;

    public void Dispose() => Directory.Delete(output, recursive: true);

    [Fact]
    public async Task Run_InterruptedAfterTwoCases_PartialWithTheFinishedCasesAndNoClaimJudgedOnAMissingOne()
    {
        using var lab = LabChild.Start(null, "run", "async-cost", "--profile", "quick", "--out", output);
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(120), () => CasesDone(lab.Output) >= 2), "no two benchmark cases finished within 120 s: " + lab.Output);

        // Ctrl+C where this test run can pass it on; SIGTERM, which the lab handles the same way, where it cannot.
        lab.Signal(PosixSignals.IgnoredHere(PosixSignals.Interrupt) ? PosixSignals.Terminate : PosixSignals.Interrupt);

        Assert.True(await lab.ExitedWithinAsync(TimeSpan.FromSeconds(60)), "the lab did not exit within 60 s of the signal");
        Assert.Equal(1, lab.ExitCode);
        var result = Assert.Single(ResultsFile.Read(output).Experiments);
        Assert.Equal(ExperimentStatus.Partial, result.Status);
        Assert.True(result.Measurements.Count >= 2, $"{result.Measurements.Count} measurements kept");
        Assert.All(result.Measurements, m => Assert.NotEmpty(m.Samples![MetricNames.TimeNs]));
        Assert.All(result.Claims.Where(c => c.Verdict == Verdict.NotMeasured), c => Assert.Matches("^(interrupted before|cancelled while running)", c.Why));
    }

    /// <summary>The most cases the plain progress lines say have finished ("[1/1] async-cost: 3/65 benchmark ...").</summary>
    private static int CasesDone(string log) =>
        Progress().Matches(log).Select(m => int.Parse(m.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture)).DefaultIfEmpty(0).Max();

    [GeneratedRegex(@"\[1/1\] async-cost: (\d+)/\d+ benchmark")]
    private static partial Regex Progress();
}
