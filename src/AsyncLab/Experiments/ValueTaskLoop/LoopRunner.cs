using AsyncLab.Running;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>Runs every variant's loop the profile's number of times, taking turns so that a noisy moment on the machine hits all variants alike.</summary>
public sealed class LoopRunner(LoopSettings settings, ArticleLoop loop, IProgress<ExperimentProgress> progress)
{
    public async Task<IReadOnlyDictionary<string, LoopSummary>> RunAsync(IReadOnlyList<LoopVariant> variants, CancellationToken cancellationToken)
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
            foreach (var variant in variants)
            {
                cancellationToken.ThrowIfCancellationRequested();
                progress.Report(new ExperimentProgress($"loop {variant.Id}, repeat {repeat} of {settings.Repeats}", done, total));
                samples[variant.Id].Add(await Measure(variant, settings.Duration).ConfigureAwait(false));
                done++;
            }
        }

        progress.Report(new ExperimentProgress("loops done", done, total));
        return samples.ToDictionary(pair => pair.Key, pair => new LoopSummary(pair.Value));
    }

    private Task<LoopSample> Measure(LoopVariant variant, TimeSpan duration)
    {
        // As the article does: start each loop from a collected heap, so one variant's garbage is not another's pause.
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        return variant.Measure(loop, duration);
    }
}
