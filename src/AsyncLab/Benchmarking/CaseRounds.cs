using System.Globalization;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace AsyncLab.Benchmarking;

/// <summary>One benchmark case's reports from every round, merged into one figure.</summary>
internal sealed class CaseRounds(BenchmarkCase firstRound)
{
    private readonly List<IReadOnlyList<double>> timings = [];
    private readonly List<double?> bytes = [];

    /// <summary>Invocations per iteration the first round's pilot chose; later rounds reuse it instead of piloting again.</summary>
    public long? InvocationsPerIteration { get; private set; }

    /// <summary>What identifies the same case across rounds (each round builds its own BenchmarkCase objects).</summary>
    public static string KeyOf(BenchmarkCase benchmarkCase) =>
        benchmarkCase.Descriptor.WorkloadMethod.Name + " " + benchmarkCase.Parameters.DisplayInfo;

    private string Name => firstRound.Descriptor.WorkloadMethod.Name;

    public void Add(BenchmarkCase benchmarkCase, BenchmarkReport? report)
    {
        // The Result stage: BenchmarkDotNet's per-iteration figures with the empty loop's overhead deducted and upper
        // outliers dropped, the ones its single-run statistics were computed from, so one round reads as it did before.
        var results = report?.GetResultRuns().ToArray() ?? [];
        if (report is null || results.Length == 0)
        {
            throw new BenchmarkFailedException(
                $"benchmark '{Name}' produced no result (see the BenchmarkDotNet log in the artifacts folder)");
        }

        timings.Add(results.Select(m => m.Nanoseconds / m.Operations).ToArray());
        bytes.Add(BytesPerOperation.Of(report.GcStats, benchmarkCase));
        InvocationsPerIteration ??= results[0].Operations;
    }

    /// <summary>
    /// A round's figure: the median of its iterations. The iterations of one round share that round's speed (a round of
    /// one case can run at a speed of its own throughout), so they are not independent draws and are not pooled as such;
    /// the rounds are, and claims are judged over them.
    /// </summary>
    public static double RoundMedian(IReadOnlyList<double> iterations) =>
        Statistics.Medians.Of(iterations);

    public BenchmarkCaseResult ToFigure()
    {
        var time = MergedTimings.Of(timings);
        var allocations = MergedAllocations.Of(bytes);
        var parameters = firstRound.Parameters.Items.ToDictionary(
            p => p.Name,
            p => Convert.ToString(p.Value, CultureInfo.InvariantCulture) ?? string.Empty);
        return new BenchmarkCaseResult(Name, parameters, time.MeanNs, time.ErrorNs, time.StdDevNs, allocations.BytesPerOp)
        {
            MedianNs = time.MedianNs,
            TimeSamplesNs = timings.Select(RoundMedian).ToArray(),
            AllocatedBytesPerOpRange = allocations.Range,
            RoundShare = RoundVariance.ShareBetweenRounds(timings),
        };
    }
}
