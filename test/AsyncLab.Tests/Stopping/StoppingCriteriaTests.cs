using AsyncLab.Stopping;

namespace AsyncLab.Tests.Stopping;

public class StoppingCriteriaTests
{
    private static readonly TimeSpan Second = TimeSpan.FromSeconds(1);

    /// <summary>A measurer that records each unit's cases and number and says each took <paramref name="took"/>.</summary>
    private static Func<IReadOnlySet<string>, int, Task<TimeSpan>> Recording(List<(string[] Cases, int Unit)> units, TimeSpan took) =>
        (cases, unit) =>
        {
            units.Add((cases.Order(StringComparer.Ordinal).ToArray(), unit));
            return Task.FromResult(took);
        };

    private static Dictionary<string, double> Open(params string[] keys) => keys.ToDictionary(k => k, _ => 0.0);

    [Fact]
    public async Task MeasureAsync_NothingOpen_MeasuresNothing()
    {
        var units = new List<(string[] Cases, int Unit)>();

        var extra = await new StoppingCriteria(TimeSpan.FromMinutes(1), 20)
            .MeasureAsync(10, () => Open(), Second, Recording(units, Second));

        Assert.Equal(0, extra);
        Assert.Empty(units);
    }

    [Fact]
    public async Task MeasureAsync_AlwaysOpen_ThreeBatchesOfTheAffordableUnitsNumberedAfterThePlanned()
    {
        var units = new List<(string[] Cases, int Unit)>();
        var asked = 0;

        var extra = await new StoppingCriteria(TimeSpan.FromMinutes(10), 20)
            .MeasureAsync(2, () => { asked++; return Open("a", "b"); }, Second, Recording(units, Second));

        // Four looks: the planned units' and one after each of three batches; 20 units spread 7, 7, 6 over them.
        Assert.Equal(20, extra);
        Assert.Equal(3, asked);
        Assert.Equal(Enumerable.Range(3, 20), units.Select(u => u.Unit));
        Assert.All(units, u => Assert.Equal(["a", "b"], u.Cases));
    }

    [Fact]
    public async Task MeasureAsync_SettledAfterOneBatch_StopsAtTheNextLook()
    {
        var units = new List<(string[] Cases, int Unit)>();

        var extra = await new StoppingCriteria(TimeSpan.FromMinutes(10), 21)
            .MeasureAsync(2, () => units.Count == 0 ? Open("a") : Open(), Second, Recording(units, Second));

        Assert.Equal(7, extra);
    }

    [Fact]
    public async Task MeasureAsync_BudgetForAFewUnits_StopsWithinIt()
    {
        var units = new List<(string[] Cases, int Unit)>();
        var stopping = new StoppingCriteria(TimeSpan.FromSeconds(5), 20);

        // Expected at 1 s a case and unit, each unit of the two cases takes 2 s: 5 s pays for two.
        await stopping.MeasureAsync(2, () => Open("a", "b"), Second, Recording(units, 2 * Second));

        Assert.Equal(2, stopping.ExtraUnits);
        Assert.Equal(TimeSpan.FromSeconds(4), stopping.Spent);
    }

    [Fact]
    public async Task MeasureAsync_CaseLeftOutOfABatch_StaysOutOfTheLaterOnes()
    {
        var units = new List<(string[] Cases, int Unit)>();
        var asked = 0;

        await new StoppingCriteria(TimeSpan.FromMinutes(10), 3).MeasureAsync(2, () => ++asked == 1 ? Open("b") : Open("a", "b"),
            Second, Recording(units, Second));

        Assert.All(units, u => Assert.Equal(["b"], u.Cases));
    }

    [Fact]
    public async Task MeasureAsync_LeftOutMayReturn_TheClosestCaseEachLook()
    {
        var units = new List<(string[] Cases, int Unit)>();
        var asked = 0;
        var stopping = new StoppingCriteria(TimeSpan.FromMinutes(10), 10) { OneUnitPerLook = true, LeftOutStaysOut = false };

        await stopping.MeasureAsync(0, () => ++asked % 2 == 1 ? Open("b") : Open("a"), Second, Recording(units, Second));

        Assert.Equal([["b"], ["a"], ["b"]], units.Select(u => u.Cases));
    }

    [Fact]
    public async Task MeasureAsync_CalledAgain_GoesOnWithTheLooksAndBudgetLeft()
    {
        var units = new List<(string[] Cases, int Unit)>();
        var stopping = new StoppingCriteria(TimeSpan.FromSeconds(10), 10) { OneUnitPerLook = true };

        await stopping.MeasureAsync(0, () => Open("first"), 4 * Second, Recording(units, 4 * Second));
        await stopping.MeasureAsync(0, () => Open("second"), 4 * Second, Recording(units, 4 * Second));

        // 10 s pays for two 4 s units; the second call finds 2 s left, less than a unit.
        Assert.Equal([["first"], ["first"]], units.Select(u => u.Cases));
        Assert.Equal(TimeSpan.FromSeconds(8), stopping.Spent);
    }

    [Fact]
    public async Task MeasureAsync_CalledAgainAfterTheLastLook_MeasuresNothing()
    {
        var units = new List<(string[] Cases, int Unit)>();
        var stopping = new StoppingCriteria(TimeSpan.FromMinutes(10), 10, maxLooks: 3) { OneUnitPerLook = true };

        await stopping.MeasureAsync(0, () => Open("first"), Second, Recording(units, Second));
        await stopping.MeasureAsync(0, () => Open("second"), Second, Recording(units, Second));

        Assert.Equal([["first"], ["first"]], units.Select(u => u.Cases));
    }

    [Fact]
    public async Task MeasureAsync_OutOfReach_LeavesThatCaseOpen()
    {
        var units = new List<(string[] Cases, int Unit)>();

        // After 12 units, 20 more narrow an interval at most 1.25 × √(32/12) ≈ 2-fold: a case needing 5-fold is left.
        await new StoppingCriteria(TimeSpan.FromMinutes(10), 20).MeasureAsync(12,
            () => new Dictionary<string, double> { ["near"] = 1.5, ["far"] = 5 }, Second, Recording(units, Second));

        Assert.NotEmpty(units);
        Assert.All(units, u => Assert.Equal(["near"], u.Cases));
    }

    [Fact]
    public async Task MeasureAsync_OneUnitPerLook_OneUnitBetweenLooks()
    {
        var units = new List<(string[] Cases, int Unit)>();

        var extra = await new StoppingCriteria(TimeSpan.FromMinutes(10), 5, maxLooks: 3) { OneUnitPerLook = true }
            .MeasureAsync(3, () => Open("launch"), Second, Recording(units, Second));

        Assert.Equal(2, extra);
        Assert.Equal([4, 5], units.Select(u => u.Unit));
    }

    [Fact]
    public async Task MeasureAsync_MostExtraUnitsReached_Stops()
    {
        var units = new List<(string[] Cases, int Unit)>();

        var extra = await new StoppingCriteria(TimeSpan.FromMinutes(10), 2)
            .MeasureAsync(3, () => Open("a"), Second, Recording(units, Second));

        Assert.Equal(2, extra);
    }

    [Theory]
    [InlineData(11, 0, 1.25)]
    [InlineData(12, 36, 2.5)]
    [InlineData(10, 30, double.PositiveInfinity)]
    [InlineData(5, 3, double.PositiveInfinity)]
    public void Reachable_UnitsSoFarAndLeft_SquareRootOfTheSamplesWithSlack(int soFar, int left, double expected)
    {
        Assert.Equal(expected, StoppingCriteria.Reachable(soFar, left), 9);
    }

    [Fact]
    public void Reachable_LoadSeconds_SquareRootFromSixOn()
    {
        Assert.Equal(2.5, StoppingCriteria.Reachable(6, 18, StoppingCriteria.SecondsBeforeReach), 9);
    }

    [Fact]
    public void MostWithinReach_ClosestPairInReachOnlyWhenMeasuredAlone_TakesThatPair()
    {
        var needed = new Dictionary<string, double> { ["a"] = 1.75, ["b"] = 1.75, ["c"] = 6, ["d"] = 6, ["e"] = 20 };

        // Measuring all five affords a 1.69-fold narrowing; measuring two of them affords 2.2-fold.
        var again = StoppingCriteria.MostWithinReach(needed, count => count <= 2 ? 2.2 : 1.69);

        Assert.Equal(["a", "b"], again.Order());
    }

    [Fact]
    public void MostWithinReach_NothingInReachEvenAlone_Nothing()
    {
        var needed = new Dictionary<string, double> { ["a"] = 3, ["b"] = 4 };

        Assert.Empty(StoppingCriteria.MostWithinReach(needed, _ => 2));
    }

    [Fact]
    public void MostWithinReach_UnknownAndReachableNeeds_EveryCaseInReach()
    {
        var needed = new Dictionary<string, double> { ["a"] = 0, ["b"] = 1.5, ["c"] = 1.9 };

        Assert.Equal(["a", "b", "c"], StoppingCriteria.MostWithinReach(needed, _ => 2).Order());
    }
}
