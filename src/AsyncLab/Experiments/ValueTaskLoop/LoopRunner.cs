using System.Diagnostics;
using AsyncLab.Benchmarking;
using AsyncLab.Benchmarking.Turns;
using AsyncLab.Running;
using AsyncLab.Stopping;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// Runs every variant's loop the profile's number of times, taking turns (in alternating order) so that a noisy moment on
/// the machine hits all variants alike; then, while a claim is still open, batches of more turns of only the variants it reads.
/// </summary>
public sealed class LoopRunner(LoopSettings settings, ArticleLoop loop, IProgress<ExperimentProgress> progress)
{
    /// <summary>
    /// Called with the summaries so far after every turn of the variants, so an interrupted run keeps the finished turns.
    /// </summary>
    public Action<IReadOnlyDictionary<string, LoopSummary>>? TurnFinished { get; init; }

    /// <param name="variants">The variants, in the order they take turns.</param>
    /// <param name="undecided">
    /// The variants (by id) an open claim still reads, given the summaries so far; no extra turns when null.
    /// </param>
    public async Task<IReadOnlyDictionary<string, LoopSummary>> RunAsync(
        IReadOnlyList<LoopVariant> variants,
        CancellationToken cancellationToken,
        IOpenCases<LoopSummary>? undecided = null)
    {
        var total = variants.Count * (settings.Repeats + 1);
        var done = 0;
        foreach (var variant in variants)
        {
            progress.Report(new ExperimentProgress($"loop {variant.Id}, warm-up", done, total));
            await Measure(variant, settings.WarmUp).ConfigureAwait(false);
            done++;
        }

        var samples = variants.ToDictionary(v => v.Id, _ => new List<LoopSample>());
        for (var repeat = 1; repeat <= settings.Repeats; repeat++)
        {
            foreach (var variant in TurnOrder.Of(variants, repeat))
            {
                cancellationToken.ThrowIfCancellationRequested();
                progress.Report(new ExperimentProgress($"loop {variant.Id}, repeat {repeat} of {settings.Repeats}", done, total));
                samples[variant.Id].Add(await Measure(variant, settings.DurationOf(repeat)).ConfigureAwait(false));
                done++;
            }

            TurnFinished?.Invoke(Summaries(samples));
        }

        if (undecided is not null)
        {
            done = await RunExtraTurnsAsync(variants, samples, undecided, done, total, cancellationToken).ConfigureAwait(false);
            total = Math.Max(total, done);
        }

        progress.Report(new ExperimentProgress("loops done", done, total));
        return Summaries(samples);
    }

    /// <summary>
    /// Batches of turns of only the variants an open claim reads, as the lab's one stopping policy chooses them
    /// (<see cref="StoppingCriteria"/>), within <see cref="LoopSettings.ExtraBudget"/> and
    /// <see cref="LoopSettings.MaxExtraRepeats"/>. The open variants still take turns, so a ratio of two of them can still
    /// be taken turn by turn.
    /// </summary>
    private async Task<int> RunExtraTurnsAsync(
        IReadOnlyList<LoopVariant> variants,
        Dictionary<string, List<LoopSample>> samples,
        IOpenCases<LoopSummary> undecided,
        int done,
        int total,
        CancellationToken cancellationToken)
    {
        var stopping = new StoppingCriteria(settings.ExtraBudget, settings.MaxExtraRepeats);
        // A turn of one variant lasts about one loop, until the first extra turn is timed.
        IReadOnlyDictionary<string, double> Open() => undecided.NarrowingNeeded(Summaries(samples).Select(p => (p.Key, p.Value)).ToList());
        await stopping.MeasureAsync(settings.Repeats, Open, settings.Duration * 1.1, async (open, repeat) =>
            {
                var started = Stopwatch.GetTimestamp();
                foreach (var variant in TurnOrder.Of(variants.Where(v => open.Contains(v.Id)).ToList(), repeat))
                {
                    cancellationToken.ThrowIfCancellationRequested();
                    var step = $"loop {variant.Id}, extra repeat {repeat - settings.Repeats} for undecided claims";
                    progress.Report(new ExperimentProgress(step, done, Math.Max(total, done + 1)));
                    samples[variant.Id].Add(await Measure(variant, settings.Duration).ConfigureAwait(false));
                    done++;
                }

                TurnFinished?.Invoke(Summaries(samples));
                return Stopwatch.GetElapsedTime(started);
            }).ConfigureAwait(false);
        return done;
    }

    private static Dictionary<string, LoopSummary> Summaries(Dictionary<string, List<LoopSample>> samples) =>
        samples.ToDictionary(pair => pair.Key, pair => new LoopSummary(pair.Value.ToArray()));

    private Task<LoopSample> Measure(LoopVariant variant, TimeSpan duration)
    {
        // As the article does: start each loop from a collected heap, so one variant's garbage is not another's pause.
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        return variant.Measure(loop, duration);
    }
}
