using AsyncLab.Benchmarking.Turns;
using AsyncLab.SideBySide;

namespace AsyncLab.Tests.SideBySide;

public sealed class SideBySideLaunchTests
{
    [Fact]
    public void Interleave_TwoSides_PutsTheSameRowOfEachSideNextToEachOther()
    {
        var a = Variants("A/", "direct", "async-task", "yardstick");
        var b = Variants("B/", "direct", "yardstick", "async-task", "new-row");

        var order = SideBySideLaunch.Interleave([a, b]).Select(v => v.Id);

        Assert.Equal(["A/direct", "B/direct", "A/async-task", "B/async-task", "A/yardstick", "B/yardstick", "B/new-row"], order);
    }

    [Fact]
    public void RowOf_PrefixedId_DropsTheSide()
    {
        Assert.Equal("turns-1000-direct", SideBySideLaunch.RowOf("B/turns-1000-direct"));
    }

    private static BurstVariant[] Variants(string prefix, params string[] rows) =>
        rows.Select(r => (BurstVariant)new LoadedBurst(prefix + r, _ => 1.0, () => null)).ToArray();
}
