using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

[Integration]
public class LoopRunnerTests
{
    [Fact]
    public async Task RunAsync_TwoVariants_SummarisesEachAndReportsEveryStep()
    {
        var progress = new RecordingProgress();
        var settings = new LoopSettings(TimeSpan.FromMilliseconds(10), 3);
        var variants = LoopVariants.All.Where(v => v.Id is LoopVariants.ValueTaskSync or LoopVariants.TaskAsync).ToList();

        var summaries = await new LoopRunner(settings, ArticleLoop.ProcessWide, progress).RunAsync(variants, CancellationToken.None);

        Assert.Equal(3, summaries[LoopVariants.ValueTaskSync].Samples.Count);
        Assert.Equal(3, summaries[LoopVariants.TaskAsync].Samples.Count);
        var last = progress.Reports[^1];
        Assert.Equal(last.Total, last.Done);
        Assert.Equal(2 * (3 + 1), last.Total);
    }

    [Fact]
    public async Task RunAsync_FirstTurnLonger_RunsTheFirstTurnForItsOwnLength()
    {
        var settings = new LoopSettings(TimeSpan.FromMilliseconds(10), 3) { FirstTurn = TimeSpan.FromMilliseconds(200) };
        var variants = LoopVariants.All.Where(v => v.Id is LoopVariants.ValueTaskSync).ToList();

        var summaries = await new LoopRunner(settings, ArticleLoop.ProcessWide, new RecordingProgress())
            .RunAsync(variants, CancellationToken.None);

        var samples = summaries[LoopVariants.ValueTaskSync].Samples;
        Assert.Equal(3, samples.Count);
        // The loop runs until a timer ends it, never before: the first turn lasts at least its 200 ms (less a timer tick).
        Assert.True(samples[0].Elapsed >= TimeSpan.FromMilliseconds(190), $"first turn lasted {samples[0].Elapsed.TotalMilliseconds} ms");
    }

    // Two short repeats, then up to three extra turns with time to spare.
    private static readonly LoopSettings WithExtraTurns =
        new(TimeSpan.FromMilliseconds(10), 2) { MaxExtraRepeats = 3, ExtraBudget = TimeSpan.FromMinutes(1) };

    private static readonly IReadOnlyList<LoopVariant> TwoVariants =
        LoopVariants.All.Where(v => v.Id is LoopVariants.ValueTaskSync or LoopVariants.TaskAsync).ToList();

    private static readonly LoopVariant TaskAsync = LoopVariants.All.Single(v => v.Id == LoopVariants.TaskAsync);

    [Fact]
    public async Task RunAsync_ClaimStillOpen_ExtraTurnsForItsVariantsOnly()
    {
        var summaries = await new LoopRunner(WithExtraTurns, ArticleLoop.ProcessWide, new RecordingProgress())
            .RunAsync(TwoVariants, CancellationToken.None, new OpenVariants(_ => [TaskAsync]));

        Assert.Equal(2 + 3, summaries[LoopVariants.TaskAsync].Samples.Count);
        Assert.Equal(2, summaries[LoopVariants.ValueTaskSync].Samples.Count);
    }

    [Fact]
    public async Task RunAsync_VariantLeftOutOfATurn_StaysOut()
    {
        // Only task-async is open in the first extra turn; both are asked for later, once task-async has 3 repeats.
        var summaries = await new LoopRunner(WithExtraTurns, ArticleLoop.ProcessWide, new RecordingProgress())
            .RunAsync(TwoVariants, CancellationToken.None,
                new OpenVariants(sofar => sofar[LoopVariants.TaskAsync].Samples.Count < 3 ? [TaskAsync] : TwoVariants));

        Assert.Equal(2 + 3, summaries[LoopVariants.TaskAsync].Samples.Count);
        Assert.Equal(2, summaries[LoopVariants.ValueTaskSync].Samples.Count);
    }

    [Fact]
    public async Task RunAsync_NoExtraBudget_OnlyTheProfilesRepeats()
    {
        var summaries = await new LoopRunner(WithExtraTurns with { ExtraBudget = TimeSpan.Zero }, ArticleLoop.ProcessWide,
                new RecordingProgress())
            .RunAsync([TaskAsync], CancellationToken.None, new OpenVariants(_ => [TaskAsync]));

        Assert.Equal(2, summaries[LoopVariants.TaskAsync].Samples.Count);
    }

    [Fact]
    public void Summary_OddAndEvenCounts_MedianAndSpreadOfTheRates()
    {
        var odd = new LoopSummary([Sample(100), Sample(300), Sample(200)]);
        var even = new LoopSummary([Sample(100), Sample(400), Sample(200), Sample(300)]);

        Assert.Equal(200, odd.MedianLoopsPerSecond);
        Assert.Equal(1.0, odd.Spread);
        Assert.Equal(250, even.MedianLoopsPerSecond);
        Assert.Equal(24, odd.MedianBytesPerLoop);
    }

    private static LoopSample Sample(long loops) => new(loops, loops * 24, TimeSpan.FromSeconds(1));

    private sealed class RecordingProgress : IProgress<ExperimentProgress>
    {
        public List<ExperimentProgress> Reports { get; } = [];

        public void Report(ExperimentProgress value)
        {
            lock (Reports)
            {
                Reports.Add(value);
            }
        }
    }
}
