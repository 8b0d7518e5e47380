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
    public void Of_RoundsAllDisagree_LastRoundsValueAndTheRange()
    {
        var merged = MergedAllocations.Of([96, 80, 88]);

        Assert.Equal(88, merged.BytesPerOp);
        Assert.Equal((80.0, 96.0), merged.Range);
    }

    [Fact]
    public void Of_OneRoundOff_TheValueMostRoundsAgreeOn()
    {
        var merged = MergedAllocations.Of([88, 88, 88, 112, 88]);

        Assert.Equal(88, merged.BytesPerOp);
        Assert.Equal((88.0, 112.0), merged.Range);
    }

    [Fact]
    public void Of_LastRoundUnknown_LastKnownValue()
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
