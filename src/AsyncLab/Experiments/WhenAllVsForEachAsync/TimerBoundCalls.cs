using System.Diagnostics;
using System.Globalization;
using AsyncLab.Benchmarking;
using AsyncLab.Running;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The IO rows a quick run measures once a side (<see cref="WorkloadGrid.MeasuredOnce"/>), timed with a stopwatch around
/// one call: such a call lasts its delays to within a timer tick, so a harness adds nothing, and BenchmarkDotNet would
/// call it twice (its jitting stage runs the workload once before the measured iteration), doubling calls of seconds.
/// The IO suite's rounds have compiled the same methods before these run.
/// </summary>
public static class TimerBoundCalls
{
    public static async Task<IReadOnlyList<(FanOutCase Row, BenchmarkCaseResult Figure)>> MeasureAsync(
        IReadOnlyList<FanOutCase> rows, IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
    {
        var figures = new List<(FanOutCase, BenchmarkCaseResult)>();
        foreach (var row in rows)
        {
            cancellationToken.ThrowIfCancellationRequested();
            progress.Report(new ExperimentProgress($"one call, timer-bound: {row}", figures.Count, rows.Count));
            var method = FanOutMethods.Of(row.Suite).Single(m => m.Id == row.Method);
            var item = FanOutMethods.Item(row.Suite, row.Amount);
            // From a pool thread, as under BenchmarkDotNet's in-process runner: WhenAll starts its items on this caller.
            var ns = await Task.Run(async () =>
            {
                var start = Stopwatch.GetTimestamp();
                await method.Run(row.Items, item).ConfigureAwait(false);
                return Stopwatch.GetElapsedTime(start).TotalNanoseconds;
            }, cancellationToken).ConfigureAwait(false);
            figures.Add((row, Figure(row, method, ns)));
        }

        progress.Report(new ExperimentProgress("timer-bound calls done", figures.Count, rows.Count));
        return figures;
    }

    /// <summary>One call's time as a case result of one round: no spread and no error to report, and no bytes (see the experiment's notes).</summary>
    private static BenchmarkCaseResult Figure(FanOutCase row, FanOutMethod method, double ns) => new(
        method.BenchmarkMethod,
        new Dictionary<string, string>
        {
            [nameof(SimulatedIoBenchmarks.CollectionCount)] = row.Items.ToString(CultureInfo.InvariantCulture),
            [nameof(SimulatedIoBenchmarks.DelayMs)] = row.Amount.ToString(CultureInfo.InvariantCulture),
        },
        ns,
        0,
        0,
        null)
    {
        MedianNs = ns,
        TimeSamplesNs = [ns],
    };
}
