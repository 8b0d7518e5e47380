using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Runtimes;

/// <summary>
/// The whole of <c>run --runtimes</c> as a user starts it: the lab builds a child for each other runtime from the registry's
/// runtime packs (cached under artifacts/runtimes while the sources are unchanged), runs async-cost on each, and merges
/// what they measured into one results.json and one report. Smoke profile: only the exact figures (bytes) are checked.
/// </summary>
[Integration]
public sealed class MultiRuntimeRunTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-multi-").FullName;

    /// <summary>The most a smoke round may read for an 80 B call: 80 B and the runtime's own stray bytes.</summary>
    private const double StrayBytesAbove = 84;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task Run_FourRuntimes_EachMeasuresEightyBytesForASyncCompletionAndTheReportComparesThem()
    {
        var outcome = await LabProcess.RunAsync(TimeSpan.FromMinutes(20), "run", "async-cost", "--profile", "smoke", "--out", directory,
            "--runtimes", "net8.0,net9.0,net10.0,net10.0-runtime-async");

        Assert.True(outcome.ExitCode == 0, outcome.Output + outcome.Error);
        var document = ResultsFile.Read(directory);
        Assert.Equal("net10.0", document.Run.RuntimeName);
        Assert.Equal(["net8.0", "net9.0", "net10.0-runtime-async"], document.Runtimes.Select(r => r.Name));
        Assert.All(document.Runtimes, r => Assert.Equal(RuntimeStatus.Ok, r.Status));
        Assert.Equal(["8", "9", "10"], document.Runtimes.Select(r => r.Run!.Runtime.Split(' ')[1].Split('.')[0]));

        // A synchronously completing async Task<decimal> allocates its Task: 80 B on each runtime, runtime async included.
        // Bytes are read unrounded from smoke's one round, and the runtime's own stray allocations in that round only add
        // (a byte or two a call at most); the figure must stay below 84 B, half way to the 88 B Task of the article's runtime.
        Assert.InRange(AsyncTaskBytes(document.Experiments), 79.5, StrayBytesAbove);
        Assert.All(document.Runtimes, r => Assert.InRange(AsyncTaskBytes(r.Experiments), 79.5, StrayBytesAbove));

        var comparison = document.Runtimes.Single(r => r.Name == "net10.0-runtime-async")
            .Experiments.Single(e => e.Id == "runtime-async-vs-compiler");
        Assert.Equal(7, comparison.Claims.Count);
        // The comparison is judged on the two runtimes' own figures. Smoke's one round lets stray bytes through (the ranges
        // above allow them), so whether the claim holds is read off those figures and the claim's tolerance: a machine
        // busy with other tests can put more than 0.25 B of strays a call into one side's round.
        var compilerBytes = AsyncTaskBytes(document.Experiments);
        var runtimeAsyncBytes = AsyncTaskBytes(document.Runtimes.Single(r => r.Name == "net10.0-runtime-async").Experiments);
        var expected = runtimeAsyncBytes - compilerBytes <= AsyncLab.Claims.BytesTolerance.PerOperation ? Verdict.Holds : Verdict.Refuted;
        Assert.Equal(expected, comparison.Claims.Single(c => c.Id == "runtime-async.sync-completion-bytes").Verdict);

        var report = await File.ReadAllTextAsync(Path.Combine(directory, "report.md"));
        Assert.Contains("## Across runtimes", report, StringComparison.Ordinal);
        Assert.Contains("median · net9.0", report, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(directory, "charts", "runtimes-async-cost-1.svg")));
        Assert.Contains("runtimes net8.0, net9.0, net10.0, net10.0-runtime-async", outcome.Output.Split('\n')[0], StringComparison.Ordinal);
    }

    private static double AsyncTaskBytes(IReadOnlyList<ExperimentResult> experiments) =>
        experiments.Single(e => e.Id == "async-cost")
            .Measurements.Single(m => m.Variant == "async-task")
            .Metrics[MetricNames.AllocatedBytesPerOp];
}
