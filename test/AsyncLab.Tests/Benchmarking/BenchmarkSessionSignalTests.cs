using System.Text.RegularExpressions;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Benchmarking;

/// <summary>
/// The lab as a real child process, stopped by a signal in the middle of a benchmark session in its first launch: the
/// signal is passed on to the launch, and what it finished stays.
/// </summary>
[Integration]
public sealed partial class BenchmarkSessionSignalTests : IDisposable
{
    private readonly string output = Directory.CreateTempSubdirectory("asynclab-session-signal-").FullName;

    public void Dispose() => Directory.Delete(output, recursive: true);

    [Fact]
    public async Task Run_InterruptedAfterTwoCases_PartialWithTheFinishedCasesAndNoClaimJudgedOnAMissingOne()
    {
        // --verbose: a log shows a line per step only then, and the cases finished are read from those lines.
        using var lab = LabChild.Start(null, "run", "async-cost", "--profile", "quick", "--out", output, "--verbose");
        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(120), () => CasesDone(lab.Output) >= 2),
            "no two benchmark cases finished within 120 s: " + lab.Output);

        // Ctrl+C where this test run can pass it on; SIGTERM, which the lab handles the same way, where it cannot.
        lab.Signal(PosixSignals.IgnoredHere(PosixSignals.Interrupt) ? PosixSignals.Terminate : PosixSignals.Interrupt);

        Assert.True(await lab.ExitedWithinAsync(TimeSpan.FromSeconds(60)), "the lab did not exit within 60 s of the signal");
        Assert.Equal(1, lab.ExitCode);
        var result = Assert.Single(ResultsFile.Read(output).Experiments);
        Assert.Equal(ExperimentStatus.Partial, result.Status);
        Assert.True(result.Measurements.Count >= 2, $"{result.Measurements.Count} measurements kept");
        Assert.All(result.Measurements, m => Assert.NotEmpty(m.Samples![MetricNames.TimeNs]));
        Assert.All(result.Claims.Where(c => c.Verdict == Verdict.NotMeasured),
            c => Assert.Matches("^(interrupted before|cancelled while running)", c.Why));
    }

    /// <summary>
    /// The cases the first launch's plain progress lines say it has finished a round of ("[1/1] async-cost: 57/3000 launch 1
    /// of 3: benchmark AsyncTask, round 1 of 4"): every case named before the last one named.
    /// </summary>
    private static int CasesDone(string log) =>
        Math.Max(0, Progress().Matches(log).Select(m => m.Groups[1].Value).Distinct(StringComparer.Ordinal).Count() - 1);

    [GeneratedRegex(@"\[1/1\] async-cost: \d+/\d+ launch 1 of \d+: benchmark (\w+), round 1 of")]
    private static partial Regex Progress();
}
