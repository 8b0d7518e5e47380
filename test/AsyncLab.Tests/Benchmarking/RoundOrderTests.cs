using AsyncLab.Benchmarking;

namespace AsyncLab.Tests.Benchmarking;

public class RoundOrderTests
{
    [Fact]
    public void Of_ThreeRounds_ForwardReverseForward()
    {
        string[] cases = ["a", "b", "c"];

        var rounds = Enumerable.Range(1, 3).Select(round => RoundOrder.Of(cases, round)).ToArray();

        Assert.Equal(["a", "b", "c"], rounds[0]);
        Assert.Equal(["c", "b", "a"], rounds[1]);
        Assert.Equal(["a", "b", "c"], rounds[2]);
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
