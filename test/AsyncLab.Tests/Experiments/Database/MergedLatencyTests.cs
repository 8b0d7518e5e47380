using AsyncLab.Experiments.Database;
using AsyncLab.Load;

namespace AsyncLab.Tests.Experiments.Database;

public sealed class MergedLatencyTests
{
    [Fact]
    public void Of_TwoRuns_ExactCountMeanMinMaxAndCountWeightedPercentiles()
    {
        var a = new LatencySummary(100, 1, 10, 8, 20, 40, 50);
        var b = new LatencySummary(300, 2, 30, 28, 40, 60, 90);

        var merged = MergedLatency.Of([a, b]);

        Assert.Equal(new LatencySummary(400, 1, 25, 23, 35, 55, 90), merged);
    }

    [Fact]
    public void Of_RunWithoutAnswers_LeftOut()
    {
        var none = new LatencySummary(0, double.NaN, double.NaN, double.NaN, double.NaN, double.NaN, double.NaN);
        var a = new LatencySummary(100, 1, 10, 8, 20, 40, 50);

        Assert.Equal(a, MergedLatency.Of([none, a]));
        Assert.Equal(0, MergedLatency.Of([none, none]).Count);
    }
}
