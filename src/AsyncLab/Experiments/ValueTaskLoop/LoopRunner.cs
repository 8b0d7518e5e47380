using System.Diagnostics;
using AsyncLab.Benchmarking;
using AsyncLab.Benchmarking.Turns;
using AsyncLab.Claims;
using AsyncLab.Running;

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
    /// Given the summaries so far and how many times narrower their intervals can still get, the variants whose further
    /// repeats could decide an open claim (none when every claim is decided or out of reach); no extra turns when null.
    /// </param>
    public async Task<IReadOnlyDictionary<string, LoopSummary>> RunAsync(
        IReadOnlyList<LoopVariant> variants,
        CancellationToken cancellationToken,
        Func<IReadOnlyDictionary<string, LoopSummary>, double, IReadOnlyList<LoopVariant>>? undecided = null)
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
            done = await RunExtraTurnsAsync(samples, undecided, done, total, cancellationToken).ConfigureAwait(false);
            total = Math.Max(total, done);
        }

        progress.Report(new ExperimentProgress("loops done", done, total));
        return Summaries(samples);
    }

    /// <summary>
    /// Batches of turns of only the variants an open claim reads, with a look at the claims before each
    /// (<see cref="LookSchedule"/>), until every claim is decided or out of reach, the looks or the budget are used up or
    /// <see cref="LoopSettings.MaxExtraRepeats"/> is reached. The open variants still take turns, so a ratio of two of
    /// them can still be taken turn by turn.
    /// </summary>
    private async Task<int> RunExtraTurnsAsync(
        Dictionary<string, List<LoopSample>> samples,
        Func<IReadOnlyDictionary<string, LoopSummary>, double, IReadOnlyList<LoopVariant>> undecided,
        int done,
        int total,
        CancellationToken cancellationToken)
    {
        // A turn of one variant lasts about one loop; the rounds left are what the budget still pays for.
        var perVariant = settings.Duration * 1.1;
        var spent = TimeSpan.Zero;
        var extra = 0;
        var looks = new LookSchedule();
        IReadOnlyList<LoopVariant>? previous = null;
        while (looks.MayMeasureAgain && extra < settings.MaxExtraRepeats)
        {
            var openNow = undecided(Summaries(samples), double.PositiveInfinity);
            var affordable = openNow.Count == 0 ? 0 : (int)((settings.ExtraBudget - spent) / (perVariant * openNow.Count));
            var turnsLeft = Math.Min(affordable, settings.MaxExtraRepeats - extra);
            if (turnsLeft < 1)
            {
                break;
            }

            // A variant left out of one batch stays out of the later ones: each variant's extra repeats are then the first
            // turns, and repeat i of any two variants still come from the same turn.
            var open = undecided(Summaries(samples), UndecidedClaims.Reachable(settings.Repeats + extra, turnsLeft))
                .Where(v => previous is null || previous.Contains(v))
                .ToList();
            previous = open;
            if (open.Count == 0)
            {
                break;
            }

            var started = Stopwatch.GetTimestamp();
            var batch = (int)Math.Ceiling((double)turnsLeft / looks.BatchesLeft);
            for (var i = 0; i < batch; i++)
            {
                extra++;
                foreach (var variant in TurnOrder.Of(open, settings.Repeats + extra))
                {
                    cancellationToken.ThrowIfCancellationRequested();
                    progress.Report(new ExperimentProgress($"loop {variant.Id}, extra repeat {extra} for undecided claims", done,
                            Math.Max(total, done + 1)));
                    samples[variant.Id].Add(await Measure(variant, settings.Duration).ConfigureAwait(false));
                    done++;
                }

                TurnFinished?.Invoke(Summaries(samples));
            }

            spent += Stopwatch.GetElapsedTime(started);
            looks.BatchMeasured();
        }

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
