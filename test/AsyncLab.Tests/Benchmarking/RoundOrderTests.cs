using AsyncLab.Benchmarking;

namespace AsyncLab.Tests.Benchmarking;

public class RoundOrderTests
{
    [Fact]
    public void Of_FourCases_RotatedByHalfEachRound()
    {
        string[] cases = ["a", "b", "c", "d"];

        var rounds = Enumerable.Range(1, 3).Select(round => RoundOrder.Of(cases, round)).ToArray();

        Assert.Equal(["a", "b", "c", "d"], rounds[0]);
        Assert.Equal(["c", "d", "a", "b"], rounds[1]);
        Assert.Equal(["a", "b", "c", "d"], rounds[2]);
    }

    [Theory]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    [InlineData(7)]
    [InlineData(13)]
    public void Of_ConsecutiveRounds_NoCaseEndsOneAndStartsTheNext(int count)
    {
        var cases = Enumerable.Range(0, count).ToArray();

        foreach (var round in Enumerable.Range(1, 12))
        {
            Assert.NotEqual(RoundOrder.Of(cases, round)[^1], RoundOrder.Of(cases, round + 1)[0]);
        }
    }

    [Fact]
    public void Of_ThreeCasesOverThreeRounds_EachRunsFirstOnce()
    {
        string[] cases = ["a", "b", "c"];

        var firsts = Enumerable.Range(1, 3).Select(round => RoundOrder.Of(cases, round)[0]).Order();

        Assert.Equal(["a", "b", "c"], firsts);
    }

    [Fact]
    public void Of_EveryRound_RunsEachCaseOnce()
    {
        int[] cases = [1, 2, 3, 4, 5];

        foreach (var round in Enumerable.Range(1, 4))
        {
            Assert.Equal(cases, RoundOrder.Of(cases, round).Order());
        }
    }

    [Fact]
    public void Of_RoundZero_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => RoundOrder.Of(["a"], 0));
    }

    [Fact]
    public void Of_DoesNotReorderTheCallersList()
    {
        string[] cases = ["a", "b"];

        _ = RoundOrder.Of(cases, 2);

        Assert.Equal(["a", "b"], cases);
    }
}
