using AsyncLab.Benchmarking;

namespace AsyncLab.Tests.Benchmarking;

public class MergedAllocationsTests
{
    [Fact]
    public void Of_RoundsAgree_ThatValueAndNoRange()
    {
        var merged = MergedAllocations.Of([88, 88, 88]);

        Assert.Equal(88, merged.BytesPerOp);
        Assert.Null(merged.Range);
    }

    [Fact]
    public void Of_RoundsAllDisagree_TheirMedianAndTheRange()
    {
        var merged = MergedAllocations.Of([96, 80, 88]);

        Assert.Equal(88, merged.BytesPerOp);
        Assert.Equal((80.0, 96.0), merged.Range);
    }

    [Fact]
    public void Of_OneRoundOff_TheMedianLeavesItOut()
    {
        var merged = MergedAllocations.Of([88, 88, 88, 112, 88]);

        Assert.Equal(88, merged.BytesPerOp);
        Assert.Equal((88.0, 112.0), merged.Range);
    }

    [Fact]
    public void Of_FractionalRounds_TheirMedianUnrounded()
    {
        // An object of 24 B every 49 calls, as three rounds read it: no round rounds it to 0 B.
        var merged = MergedAllocations.Of([0.4899, 0.4897, 0.4898]);

        Assert.Equal(0.4898, merged.BytesPerOp);
        Assert.Equal((0.4897, 0.4899), merged.Range);
    }

    [Fact]
    public void Of_EvenNumberOfFractionalRounds_MeanOfTheMiddleTwo()
    {
        var merged = MergedAllocations.Of([80.0004, 80, 80.0001, 80.0003]);

        Assert.Equal(80.0002, merged.BytesPerOp!.Value, 1e-9);
    }

    [Fact]
    public void Of_StrayBytesInSomeRounds_TheWholeCountTheOtherRoundsRead()
    {
        // A few KB of the runtime's own in a round's measured iteration of a few thousand calls: that round reads high.
        var merged = MergedAllocations.Of([104, 104.49, 104, 104.6, 104]);

        Assert.Equal(104, merged.BytesPerOp);
        Assert.Equal((104.0, 104.6), merged.Range);
    }

    [Fact]
    public void Of_OneRoundUnknown_TheKnownRoundsMedian()
    {
        var merged = MergedAllocations.Of([40, null]);

        Assert.Equal(40, merged.BytesPerOp);
        Assert.Null(merged.Range);
    }

    [Fact]
    public void Of_NoneKnown_Null()
    {
        var merged = MergedAllocations.Of([null, null]);

        Assert.Null(merged.BytesPerOp);
        Assert.Null(merged.Range);
    }
}
