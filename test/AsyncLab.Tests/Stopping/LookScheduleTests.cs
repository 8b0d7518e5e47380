using AsyncLab.Claims;
using AsyncLab.Experiments.Database;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Stopping;

namespace AsyncLab.Tests.Stopping;

public sealed class LookScheduleTests
{
    [Fact]
    public void BatchMeasured_FourLooks_AllowsThreeBatchesThenNoMore()
    {
        var looks = new LookSchedule();
        var batches = 0;
        while (looks.MayMeasureAgain)
        {
            looks.BatchMeasured();
            batches++;
        }

        Assert.Equal(LookSchedule.MaxLooks - 1, batches);
        Assert.Throws<InvalidOperationException>(looks.BatchMeasured);
    }

    [Fact]
    public void MayMeasureAgain_OneLook_Never() => Assert.False(new LookSchedule(1).MayMeasureAgain);

    [Theory]
    [InlineData(1, 0.01)]
    [InlineData(2, 0.005)]
    [InlineData(4, 0.0025)]
    public void ErrorFor_Looks_TheClaimsOnePercentSharedEqually(int looks, double expected) =>
        Assert.Equal(expected, LookSchedule.ErrorFor(looks), 12);

    [Fact]
    public void Judge_OneLook_IntervalAtNinetyNinePercent()
    {
        var claim = AsyncLab.Tests.Claims.Calibration.SimulatedClaims.AtMost(1.3, parts: 1);
        double[] a = [100, 101, 99, 100, 102, 98, 100, 101, 99, 100];
        Measurement Case(string id, double scale) => new(id, new Dictionary<string, string>(), new Dictionary<string, double>())
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = a.Select(v => v * scale).ToArray() },
        };

        var once = ClaimJudge.Judge([claim], [Case("a0", 1.1), Case("b0", 1)], looks: 1).Single();
        var four = ClaimJudge.Judge([claim], [Case("a0", 1.1), Case("b0", 1)], looks: 4).Single();

        Assert.Equal(0.99, once.Interval!.Confidence, 12);
        Assert.Equal(0.9975, four.Interval!.Confidence, 12);
        Assert.True(four.Interval.High - four.Interval.Low >= once.Interval.High - once.Interval.Low);
    }

    [Theory]
    [InlineData(Profile.Smoke)]
    [InlineData(Profile.Quick)]
    [InlineData(Profile.Full)]
    public void Looks_EveryExperiment_BetweenOneAndTheMost(Profile profile)
    {
        foreach (var experiment in AsyncLab.Catalog.ExperimentCatalog.All)
        {
            Assert.InRange(experiment.Looks(profile), 1, LookSchedule.MaxLooks);
        }
    }

    [Fact]
    public void Looks_Database_OnePlusTheExtraPairsItsBudgetPaysFor()
    {
        Assert.Equal(1, DatabaseSettings.For(Profile.Quick).Looks);
        Assert.Equal(4, DatabaseSettings.For(Profile.Full).Looks);
    }
}
