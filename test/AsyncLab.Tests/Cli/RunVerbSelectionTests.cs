using AsyncLab.Cli;

namespace AsyncLab.Tests.Cli;

/// <summary>run's experiments and profile, refused before any folder is made or minute spent.</summary>
public sealed class RunVerbSelectionTests
{
    [Fact]
    public async Task ExecuteAsync_MistypedExperiment_SuggestsTheExperiment()
    {
        var error = await Assert.ThrowsAsync<UsageException>(() => RunVerb.ExecuteAsync(["async-cots"], "smoke", null,
            CancellationToken.None));

        Assert.Equal("unknown experiment 'async-cots'; did you mean 'async-cost'?", error.Message);
    }

    [Fact]
    public async Task ExecuteAsync_ExperimentFarFromAny_ListsTheKnownOnes()
    {
        var error = await Assert.ThrowsAsync<UsageException>(() => RunVerb.ExecuteAsync(["nope"], "smoke", null, CancellationToken.None));

        Assert.StartsWith("unknown experiment 'nope'; known: async-cost, task-caching", error.Message, StringComparison.Ordinal);
    }
}
