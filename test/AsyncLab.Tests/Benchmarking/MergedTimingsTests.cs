using AsyncLab.Benchmarking;

namespace AsyncLab.Tests.Benchmarking;

public class MergedTimingsTests
{
    [Fact]
    public void Of_ThreeRounds_StatisticsOverAllIterations()
    {
        double[][] rounds = [[1, 2, 3], [7, 8, 9], [4, 5, 6]];

        var merged = MergedTimings.Of(rounds);

        Assert.Equal(9, merged.Count);
        Assert.Equal(5.0, merged.MeanNs, 12);
        Assert.Equal(5.0, merged.MedianNs, 12);
        Assert.Equal(Math.Sqrt(7.5), merged.StdDevNs, 12);
    }

    [Fact]
    public void Of_ErrorIsTheNinetyNinePointNinePercentHalfWidth()
    {
        double[][] rounds = [[1, 2, 3], [7, 8, 9], [4, 5, 6]];

        var merged = MergedTimings.Of(rounds);

        // Student's t for 8 degrees of freedom at 99.9% two-sided is 5.0413; the standard error is sqrt(7.5 / 9).
        Assert.Equal(5.0413 * Math.Sqrt(7.5 / 9), merged.ErrorNs, 3);
    }

    [Fact]
    public void Of_SlowRound_MovesTheMedianLessThanTheMean()
    {
        double[][] rounds = [[100, 100, 100, 100, 100], [100, 100, 100, 100, 100], [400, 400, 400, 400, 400]];

        var merged = MergedTimings.Of(rounds);

        Assert.Equal(100.0, merged.MedianNs, 12);
        Assert.Equal(200.0, merged.MeanNs, 12);
    }

    [Fact]
    public void Of_EvenCount_MedianAveragesTheMiddleTwo()
    {
        double[][] rounds = [[1, 10], [2, 3]];

        var merged = MergedTimings.Of(rounds);

        Assert.Equal(2.5, merged.MedianNs, 12);
        Assert.Equal(4.0, merged.MeanNs, 12);
    }

    [Fact]
    public void Of_OneRound_SameAsThatRoundAlone()
    {
        var single = MergedTimings.Of([[3, 1, 2]]);

        Assert.Equal(2.0, single.MeanNs, 12);
        Assert.Equal(2.0, single.MedianNs, 12);
        Assert.Equal(1.0, single.StdDevNs, 12);
    }

    [Fact]
    public void Of_NoIterations_Throws()
    {
        Assert.Throws<ArgumentException>(() => MergedTimings.Of([[], []]));
    }
}
