using AsyncLab.MachineSpeed;

namespace AsyncLab.Tests.MachineSpeed;

public class HandoffProbeTests
{
    [Fact]
    public void Warning_HandoffWithinTheLimit_Null()
    {
        Assert.Null(HandoffProbe.Warning(TimeSpan.FromMicroseconds(4)));
        Assert.Null(HandoffProbe.Warning(HandoffProbe.BusyAbove));
    }

    [Fact]
    public void Warning_HandoffPastTheLimit_SaysTheMachineIsBusyWithTheMeasuredTime()
    {
        var warning = HandoffProbe.Warning(TimeSpan.FromMicroseconds(1478));

        Assert.NotNull(warning);
        Assert.StartsWith("AsyncLab: warning: this machine is busy", warning, StringComparison.Ordinal);
        Assert.Contains("took 1.478 ms", warning, StringComparison.Ordinal);
    }

    [Fact]
    public void MeasureMedian_RealHandoffs_APositiveTime()
    {
        var median = HandoffProbe.MeasureMedian();

        Assert.True(median > TimeSpan.Zero, $"median hand-off {median.TotalMicroseconds} µs");
    }
}
