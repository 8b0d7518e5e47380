using AsyncLab.SideBySide;

namespace AsyncLab.Tests.SideBySide;

public sealed class SideBySidePlanTests
{
    [Fact]
    public void SidesOf_SharedProcess_LeadsWithAThenBThenBThenA()
    {
        var plan = new SideBySidePlan(SharedProcess: true, Units: 4);

        Assert.Equal("AB BA BA AB", plan.Describe());
        Assert.Equal(4, plan.Launches);
        Assert.Equal(3, plan.UnitOf(3));
    }

    [Fact]
    public void SidesOf_SeparateProcesses_AlternatesAbbaAndPairsNeighbours()
    {
        var plan = new SideBySidePlan(SharedProcess: false, Units: 3);

        Assert.Equal("A B B A A B", plan.Describe());
        Assert.Equal(6, plan.Launches);
        Assert.Equal([0, 0, 1, 1, 2, 2], Enumerable.Range(0, 6).Select(plan.UnitOf));
        // Every pair holds one launch of each side.
        Assert.All(Enumerable.Range(0, 3), unit => Assert.Equal(["A", "B"],
            Enumerable.Range(0, 6).Where(l => plan.UnitOf(l) == unit).SelectMany(plan.SidesOf).Order()));
    }

    [Fact]
    public void SidesOf_LaunchPastThePlan_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new SideBySidePlan(true, 2).SidesOf(2));
    }
}
