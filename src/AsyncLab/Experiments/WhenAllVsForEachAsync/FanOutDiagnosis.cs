using AsyncLab.Running;
using AsyncLab.Scenarios.WhenAllVsForEachAsync;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>What the instrumented pass saw for one row: the most items in flight at once, and on how many threads items started.</summary>
public sealed record Concurrency(int InFlightPeak, int ThreadsUsed);

/// <summary>
/// The diagnosis the article lacks: each row run once more with every item counted in and out, apart from the
/// timed runs so that the counting costs them nothing.
/// </summary>
public static class FanOutDiagnosis
{
    public static async Task<IReadOnlyDictionary<FanOutCase, Concurrency>> RunAsync(
        IReadOnlyList<FanOutCase> rows, IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
    {
        var seen = new Dictionary<FanOutCase, Concurrency>();
        foreach (var row in rows)
        {
            cancellationToken.ThrowIfCancellationRequested();
            progress.Report(new ExperimentProgress($"diagnosis {row}", seen.Count, rows.Count));
            seen[row] = await ObserveAsync(row).ConfigureAwait(false);
        }

        progress.Report(new ExperimentProgress("diagnosis done", seen.Count, rows.Count));
        return seen;
    }

    public static async Task<Concurrency> ObserveAsync(FanOutCase row)
    {
        var method = FanOutMethods.Of(row.Suite).Single(m => m.Id == row.Method);
        var probe = new ConcurrencyProbe();
        var item = probe.Around(FanOutMethods.Item(row.Suite, row.Amount));
        // From a pool thread, as under BenchmarkDotNet's in-process runner: WhenAll starts its items on this caller.
        await Task.Run(() => method.Run(row.Items, item)).ConfigureAwait(false);
        return new Concurrency(probe.Peak, probe.ThreadsUsed);
    }
}
