using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

/// <summary>What an interrupted valuetask-loop keeps: every finished turn, told through <see cref="LoopRunner.TurnFinished"/>.</summary>
[Integration]
public class LoopRunnerTurnTests
{
    [Fact]
    public async Task RunAsync_TwoRepeatsAndOneExtraTurn_TurnFinishedAfterEachWithTheSamplesSoFar()
    {
        var settings = new LoopSettings(TimeSpan.FromMilliseconds(10), 2) { MaxExtraRepeats = 1, ExtraBudget = TimeSpan.FromMinutes(1) };
        var variants = LoopVariants.All.Where(v => v.Id is LoopVariants.ValueTaskSync or LoopVariants.TaskAsync).ToList();
        var taskAsync = variants.Single(v => v.Id == LoopVariants.TaskAsync);
        var seen = new List<string>();
        var runner = new LoopRunner(settings, ArticleLoop.ProcessWide, new Progress<ExperimentProgress>())
        {
            TurnFinished = sofar =>
                seen.Add($"{sofar[LoopVariants.ValueTaskSync].Samples.Count} {sofar[LoopVariants.TaskAsync].Samples.Count}"),
        };

        await runner.RunAsync(variants, CancellationToken.None, new OpenVariants(_ => [taskAsync]));

        Assert.Equal(["1 1", "2 2", "2 3"], seen);
    }
}
