using AsyncLab.Benchmarking.Turns;
using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Results;
using AsyncLab.Scenarios.AsyncCost;

namespace AsyncLab.Tests.Experiments.AsyncCost;

public class StockPriceTurnsTests
{
    [Fact]
    public void Groups_ReadyAndYieldingAtBothListSizes_DirectAndTheYardstickOnlyAmongTheReadyUnderTheHarnessIds()
    {
        var groups = StockPriceTurns.Groups();

        Assert.Equal(4, groups.Count);
        Assert.Equal(["turns-1000-direct", "turns-1000-sync-over-async-init", "turns-1000-async-task", "turns-1000-async-valuetask",
            "turns-1000-fast-path", "turns-1000-yardstick"], groups[0].Select(v => v.Id));
        Assert.Equal(3, groups[1].Count);
        Assert.Equal(["turns-direct", "turns-sync-over-async-init", "turns-async-task", "turns-async-valuetask", "turns-fast-path",
            "turns-yardstick"],
            groups[2].Select(v => v.Id));
        Assert.Equal(3, groups[3].Count);
        Assert.Equal(StockPriceTurns.Ids, groups.SelectMany(g => g).Select(v => v.Id));
    }

    [Theory]
    [InlineData("turns-1000-async-task", "ready bursts in turns (1001 entries)")]
    [InlineData("turns-1000-async-task-await", "yielding bursts in turns (1001 entries)")]
    [InlineData("turns-async-task", "ready bursts in turns (101 entries)")]
    public void GroupOf_Id_NamesItsInstanceAndListSize(string id, string expected)
    {
        Assert.Equal(expected, StockPriceTurns.GroupOf(id));
    }

    [Fact]
    public void Groups_EveryVariantsCall_ReturnsTheSearchedCompanysPrice()
    {
        foreach (var variant in StockPriceTurns.Groups().SelectMany(g => g).Where(v => !Yardstick.Marks(v.Id)))
        {
            variant.NanosecondsPerCall(3);

            Assert.Equal(StockPriceCache.SearchedPrice, variant.LastResult);
        }
    }

    [Fact]
    public void Groups_Yardsticks_SearchTheirOwnFixedListsToTheEnd()
    {
        var yardsticks = StockPriceTurns.Groups().SelectMany(g => g).Where(v => Yardstick.Marks(v.Id)).ToList();
        foreach (var yardstick in yardsticks)
        {
            yardstick.NanosecondsPerCall(3);
        }

        Assert.Equal(["turns-1000-yardstick", "turns-yardstick"], yardsticks.Select(v => v.Id));
        decimal[] lastPositions = [StockPriceTurns.TimedScaleYardstickEntries - 1, StockPriceTurns.PrintedScaleYardstickEntries - 1];
        Assert.Equal(lastPositions.Cast<object>(), yardsticks.Select(v => v.LastResult));
    }

    [Fact]
    public void Measure_Yardstick_MarkedAndTimedWithTheReadyCalls()
    {
        var samples = StockPriceTurns.Ids.ToDictionary(id => id, _ => new[] { 100.0, 200.0 });

        var measurements = StockPriceTurns.Measure(samples).ToDictionary(m => m.Variant);

        Assert.Equal([true, true], measurements.Values.Where(m => m.Yardstick is not null).Select(m => m.Yardstick));
        Assert.Equal(measurements["turns-1000-direct"].MeasuredWith, measurements["turns-1000-yardstick"].MeasuredWith);
        Assert.Equal(measurements["turns-direct"].MeasuredWith, measurements["turns-yardstick"].MeasuredWith);
    }

    [Fact]
    public void Measure_FourSamplesEach_MedianMeanAndTheSamplesThemselves()
    {
        var samples = StockPriceTurns.Ids.ToDictionary(id => id, _ => new[] { 100.0, 400.0, 200.0, 300.0 });

        var measurements = StockPriceTurns.Measure(samples);

        Assert.Equal(StockPriceTurns.Ids, measurements.Select(m => m.Variant));
        var first = measurements[0];
        Assert.Equal(250, first.Metrics[MetricNames.MedianNs]);
        Assert.Equal(250, first.Metrics[MetricNames.MeanNs]);
        Assert.Equal([100.0, 400.0, 200.0, 300.0], first.Samples![MetricNames.TimeNs]);
    }

    [Fact]
    public void Measure_OneGroupMissing_OnlyTheMeasuredVariants()
    {
        var samples = new Dictionary<string, double[]> { [StockPriceTurns.Ids[0]] = [1.0, 3.0, 2.0] };

        var measurement = Assert.Single(StockPriceTurns.Measure(samples));

        Assert.Equal(2, measurement.Metrics[MetricNames.MedianNs]);
    }
}
