using AsyncLab.Benchmarking.Turns;

namespace AsyncLab.Tests.Benchmarking.Turns;

public sealed class TurnOrderTests
{
    [Fact]
    public void Of_ThreeTurns_ForwardReverseForward()
    {
        string[] variants = ["a", "b", "c"];

        var turns = Enumerable.Range(1, 3).Select(turn => TurnOrder.Of(variants, turn)).ToArray();

        Assert.Equal(["a", "b", "c"], turns[0]);
        Assert.Equal(["c", "b", "a"], turns[1]);
        Assert.Equal(["a", "b", "c"], turns[2]);
    }

    [Fact]
    public void Of_TurnZero_Throws() => Assert.Throws<ArgumentOutOfRangeException>(() => TurnOrder.Of(["a"], 0));
}
