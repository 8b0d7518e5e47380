using System.Diagnostics;
using AsyncLab.Benchmarking;
using AsyncLab.Running;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The IO-bound suite's harness: a stopwatch around one call of a row, one call a round, the rows in
/// <see cref="RoundOrder"/>. A call of IO-bound items lasts its delays, a millisecond to seconds, to within a timer tick, so
/// a benchmark harness adds nothing to it; BenchmarkDotNet calls each case once more in its jitting
/// stage before the measured call, which would double the suite's time: every call made twice.
/// </summary>
public static class TimerBoundCalls
{
    /// <param name="rows">The rows, in their declared order.</param>
    /// <param name="rounds">Calls of each row, one a round: the units its interval is computed over.</param>
    /// <param name="roundDone">Given the figures so far after every round, so an interrupted run keeps the finished rounds.</param>
    public static async Task<IReadOnlyList<(FanOutCase Row, BenchmarkCaseResult Figure)>> MeasureAsync(
        IReadOnlyList<FanOutCase> rows,
        int rounds,
        IProgress<ExperimentProgress> progress,
        Action<IReadOnlyList<(FanOutCase Row, BenchmarkCaseResult Figure)>>? roundDone,
        CancellationToken cancellationToken)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(rounds, 1);
        await WarmUpAsync(rows, cancellationToken).ConfigureAwait(false);
        var calls = rows.ToDictionary(r => r, _ => new List<double>());
        var total = rows.Count * rounds;
        var done = 0;
        for (var round = 1; round <= rounds; round++)
        {
            foreach (var row in RoundOrder.Of(rows, round))
            {
                cancellationToken.ThrowIfCancellationRequested();
                progress.Report(new ExperimentProgress($"timed call {row}, round {round} of {rounds}", done, total));
                calls[row].Add(await TimeOneCallAsync(row, FanOutMethods.Item(row.Suite, row.Amount), cancellationToken)
                    .ConfigureAwait(false));
                done++;
            }

            roundDone?.Invoke(Figures(rows, calls));
        }

        progress.Report(new ExperimentProgress("timed calls done", done, total));
        return Figures(rows, calls);
    }

    /// <summary>
    /// One discarded call of each method over one item of the shortest delay: compiles the method and the timer's path,
    /// so the first round's calls time the same code as the later ones, for a millisecond or so each.
    /// </summary>
    private static async Task WarmUpAsync(IReadOnlyList<FanOutCase> rows, CancellationToken cancellationToken)
    {
        foreach (var row in rows.DistinctBy(r => (r.Suite, r.Method)))
        {
            var shortest = rows.Where(r => r.Suite == row.Suite).Min(r => r.Amount);
            await TimeOneCallAsync(row with { Items = 1, Amount = shortest }, FanOutMethods.Item(row.Suite, shortest), cancellationToken)
                .ConfigureAwait(false);
        }
    }

    private static Task<double> TimeOneCallAsync(FanOutCase row, Func<int, CancellationToken, ValueTask> item,
        CancellationToken cancellationToken)
    {
        var method = FanOutMethods.Of(row.Suite).Single(m => m.Id == row.Method);
        // From a pool thread, as BenchmarkDotNet's in-process runner and the diagnosis call it: WhenAll starts its items on this caller.
        return Task.Run(async () =>
        {
            var start = Stopwatch.GetTimestamp();
            await method.Run(row.Items, item).ConfigureAwait(false);
            return Stopwatch.GetElapsedTime(start).TotalNanoseconds;
        }, cancellationToken);
    }

    /// <summary>Each row's calls as a case result: every call a round of one iteration, so its median is the call.</summary>
    private static List<(FanOutCase Row, BenchmarkCaseResult Figure)> Figures(IReadOnlyList<FanOutCase> rows,
        Dictionary<FanOutCase, List<double>> calls) =>
        rows.Where(r => calls[r].Count > 0).Select(r => (r, Figure(r, calls[r]))).ToList();

    private static BenchmarkCaseResult Figure(FanOutCase row, IReadOnlyList<double> calls)
    {
        var time = MergedTimings.Of(calls.Select(c => (IReadOnlyList<double>)[c]));
        return new BenchmarkCaseResult(row.Method, row.ToParameters(), time.MeanNs, time.ErrorNs, time.StdDevNs, null)
        {
            MedianNs = time.MedianNs,
            TimeSamplesNs = calls.ToArray(),
        };
    }
}
