using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public sealed class ModeratedTIntervalTests
{
    private static readonly double[] FourLaunches = [0.02, -0.01, 0.015, -0.025];

    [Fact]
    public void LaunchesFor_SpreadHeld_IsTheFewestWhoseIntervalFits()
    {
        const double halfWidth = 0.01;
        var variance = ModeratedVariance.SampleVariance(FourLaunches);

        var count = ModeratedTInterval.LaunchesFor(halfWidth, FourLaunches, ModeratedVariance.None, ModeratedVariance.None, 0.99, 1000);

        Assert.NotNull(count);
        Assert.True(count > FourLaunches.Length, $"{count}");
        Assert.True(HalfWidth(WithVariance(count.Value, variance)) <= halfWidth + 1e-12, "the count named does not fit");
        Assert.True(HalfWidth(WithVariance(count.Value - 1, variance)) > halfWidth, "one launch fewer would already fit");
    }

    [Fact]
    public void LaunchesFor_MoreThanTheMostNeeded_Null()
    {
        var count = ModeratedTInterval.LaunchesFor(1e-5, FourLaunches, ModeratedVariance.None, ModeratedVariance.None, 0.99, 1000);

        Assert.Null(count);
    }

    [Fact]
    public void LaunchesFor_FreedomBorrowedFromNeighbours_NeedsFewerLaunches()
    {
        var variance = ModeratedVariance.SampleVariance(FourLaunches);
        // A prior of the same variance (halved: the paired interval doubles it for a difference of two cases) on 20 degrees.
        var prior = new ModeratedVariance(20, variance / 2);

        var alone = ModeratedTInterval.LaunchesFor(0.02, FourLaunches, ModeratedVariance.None, ModeratedVariance.None, 0.99, 1000);
        var borrowed = ModeratedTInterval.LaunchesFor(0.02, FourLaunches, prior, prior, 0.99, 1000);

        Assert.True(borrowed < alone, $"borrowed {borrowed}, alone {alone}");
    }

    [Fact]
    public void WelchLaunchesToSee_SpreadHeld_FewestWhoseIntervalAndPowerFit()
    {
        var change = Math.Log(1.10);
        var variance = ModeratedVariance.SampleVariance(FourLaunches);

        var count = ModeratedTInterval.WelchLaunchesToSee(change, FourLaunches, FourLaunches, ModeratedVariance.None,
            ModeratedVariance.None, 0.99, 1000);

        Assert.NotNull(count);
        Assert.True(Reach(count.Value, variance) <= change + 1e-12, "the count named does not see the change");
        Assert.True(Reach(count.Value - 1, variance) > change, "one launch fewer would already see it");
    }

    [Fact]
    public void WelchLaunchesToSee_MoreThanTheMostNeeded_MostPlusOne()
    {
        var count = ModeratedTInterval.WelchLaunchesToSee(1e-4, FourLaunches, FourLaunches, ModeratedVariance.None,
            ModeratedVariance.None, 0.99, 1000);

        Assert.Equal(1001, count);
    }

    [Fact]
    public void WelchLaunchesToSee_OneLaunchOnASide_Null()
    {
        var count = ModeratedTInterval.WelchLaunchesToSee(0.1, FourLaunches, [0.01], ModeratedVariance.None,
            ModeratedVariance.None, 0.99, 1000);

        Assert.Null(count);
    }

    /// <summary>
    /// How far from no change a Welch ratio over <paramref name="count"/> launches a side must lie to be marked four times in
    /// five: the production interval's half-width plus 0.842 standard errors.
    /// </summary>
    private static double Reach(int count, double variance)
    {
        var launches = WithVariance(count, variance);
        var estimate = ModeratedTInterval.Ratio(launches, launches, ModeratedVariance.None, ModeratedVariance.None, 0.99);
        return Math.Log(estimate.High / estimate.Point) + (0.8416212335729 * Math.Sqrt(2 * variance / count));
    }

    /// <summary>The paired interval's reach either side of its estimate, on the log scale, with no prior.</summary>
    private static double HalfWidth(IReadOnlyList<double> logRatios)
    {
        var estimate = ModeratedTInterval.Paired(logRatios, ModeratedVariance.None, ModeratedVariance.None, 0.99);
        return Math.Log(estimate.High / estimate.Point);
    }

    /// <summary><paramref name="count"/> log-ratios whose sample variance is exactly <paramref name="variance"/>.</summary>
    private static double[] WithVariance(int count, double variance)
    {
        var steps = Enumerable.Range(0, count).Select(i => (double)i).ToArray();
        var scale = Math.Sqrt(variance / ModeratedVariance.SampleVariance(steps));
        var mean = steps.Average();
        return steps.Select(s => (s - mean) * scale).ToArray();
    }
}
