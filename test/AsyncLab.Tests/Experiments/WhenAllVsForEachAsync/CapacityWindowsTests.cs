using AsyncLab.Experiments.WhenAllVsForEachAsync;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public class CapacityWindowsTests
{
    [Fact]
    public void MeasureAgainIfNoSpareCore_FirstWindowHadOne_NoSecondWindow()
    {
        var windows = Windows([1.8, 1.9, 1.7], [1.1, 1.1, 1.1]);
        windows.MeasureFirst();

        windows.MeasureAgainIfNoSpareCore();

        Assert.Single(windows.Windows);
        Assert.Equal(1.8, windows.Speedup);
    }

    [Fact]
    public void MeasureAgainIfNoSpareCore_FirstWindowBusy_BetterWindowCounts()
    {
        var windows = Windows([1.1, 1.0, 1.2], [1.8, 1.9, 1.7]);
        windows.MeasureFirst();

        windows.MeasureAgainIfNoSpareCore();
        windows.MeasureAgainIfNoSpareCore();

        Assert.Equal(2, windows.Windows.Count);
        Assert.Equal(1.8, windows.Speedup);
        Assert.True(windows.HasSpareCore);
        Assert.Equal([1.1, 1.0, 1.2, 1.8, 1.9, 1.7], windows.Rounds);
    }

    [Fact]
    public void MeasureAgainIfNoSpareCore_BothWindowsBusy_NoSpareCore()
    {
        var windows = Windows([1.1, 1.0, 1.2], [1.05, 1.1, 1.15], [1.9, 1.9, 1.9]);
        windows.MeasureFirst();

        windows.MeasureAgainIfNoSpareCore();
        windows.MeasureAgainIfNoSpareCore();

        Assert.Equal(2, windows.Windows.Count);
        Assert.False(windows.HasSpareCore);
    }

    [Fact]
    public void Speedup_NoWindowYet_Unknown() => Assert.True(double.IsNaN(Windows().Speedup));

    private static CapacityWindows Windows(params double[][] windows)
    {
        var next = 0;
        return new CapacityWindows(() => windows[next++]);
    }
}
