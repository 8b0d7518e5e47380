using AsyncLab.Watch.Detectors;

namespace AsyncLab.Tests.Watch.Detectors;

public sealed class RuleSpanTests
{
    [Fact]
    public void Windows_AfterTheWarmUp_OneEndingAtEachSecondAtMostFiveLong()
    {
        var span = new RuleSpan(TimeSpan.FromSeconds(3), TimeSpan.FromSeconds(10.5), TimeSpan.FromSeconds(3));

        var windows = span.Windows().ToList();

        Assert.Equal((3, 4), windows[0]);
        Assert.Equal((3, 8), windows[4]);
        Assert.Equal((6, 11), windows[^1]);
        Assert.Equal(8, windows.Count);
    }

    [Fact]
    public void HasWindows_WatchEndedInsideTheWarmUp_False()
    {
        var span = new RuleSpan(TimeSpan.FromSeconds(3.2), TimeSpan.FromSeconds(3.9), TimeSpan.FromSeconds(3));

        Assert.False(span.HasWindows);
        Assert.Empty(span.Windows());
        Assert.Contains("3 s warm-up (--since)", span.WarmUpOnly(), StringComparison.Ordinal);
    }

    [Fact]
    public void Counts_EventBeforeTheFirstWholeSecondAfterTheWarmUp_NotCounted()
    {
        var span = new RuleSpan(TimeSpan.FromSeconds(2.4), TimeSpan.FromSeconds(10), TimeSpan.FromSeconds(2));

        Assert.False(span.Counts(TimeSpan.FromSeconds(2.9)));
        Assert.True(span.Counts(TimeSpan.FromSeconds(3)));
    }
}
