using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public sealed class ModeratedVarianceTests
{
    [Fact]
    public void Fit_CasesThatMoveAlike_PoolsAlmostEverything()
    {
        var random = new Random(11);
        var cases = Enumerable.Range(0, 40).Select(_ => (IReadOnlyList<double>)Enumerable.Range(0,
            3).Select(_ => 0.05 * Normal(random)).ToList()).ToList();

        var prior = ModeratedVariance.Fit(cases);

        Assert.True(prior.Freedom > 20, $"d0 = {prior.Freedom}");
        Assert.InRange(Math.Sqrt(prior.Variance), 0.035, 0.065);
    }

    [Fact]
    public void Fit_CasesThatMoveVeryDifferently_KeepsEachCaseItsOwn()
    {
        var random = new Random(12);
        var cases = Enumerable.Range(0, 40)
            .Select(c => (IReadOnlyList<double>)Enumerable.Range(0,
                3).Select(_ => (c % 2 == 0 ? 0.3 : 0.003) * Normal(random)).ToList()).ToList();

        var prior = ModeratedVariance.Fit(cases);

        Assert.True(prior.Freedom < 3, $"d0 = {prior.Freedom}");
    }

    [Fact]
    public void Fit_FewerThanThreeCases_NoPooling()
    {
        Assert.Equal(ModeratedVariance.None, ModeratedVariance.Fit([[0.1, 0.2, 0.3], [0.1, 0.0, 0.2]]));
    }

    [Fact]
    public void Moderate_PriorAndOwn_WeightedByTheirFreedom()
    {
        var (variance, freedom) = new ModeratedVariance(6, 0.01).Moderate(0.04, 2);

        Assert.Equal(8, freedom);
        Assert.Equal(((6 * 0.01) + (2 * 0.04)) / 8, variance, 12);
    }

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
