using AsyncLab.Experiments.CommandBus;
using AsyncLab.Results;

namespace AsyncLab.Tests.Experiments.CommandBus;

public class BusTurnsTests
{
    [Fact]
    public void Group_EveryVariant_UnderTheHarnessIdsInTableOrder()
    {
        Assert.Equal(["turns-send", "turns-native-sync", "turns-mediator", "turns-send-audited", "turns-native-sync-audited",
            "turns-yardstick"], BusTurns.Group().Select(v => v.Id));
        Assert.Equal(BusTurns.Ids, BusTurns.Group().Select(v => v.Id));
    }

    [Fact]
    public void Group_EveryVariantsCall_CompletesAndReturnsItsResult()
    {
        foreach (var variant in BusTurns.Group())
        {
            Assert.True(variant.NanosecondsPerCall(3) > 0);

            Assert.NotNull(variant.LastResult);
        }
    }

    [Fact]
    public void Measure_FourSamplesEach_MedianMeanAndTheSamplesThemselves()
    {
        var samples = BusTurns.Ids.ToDictionary(id => id, _ => new[] { 10.0, 40.0, 20.0, 30.0 });

        var measurements = BusTurns.Measure(samples);

        Assert.Equal(BusTurns.Ids, measurements.Select(m => m.Variant));
        Assert.Equal(25, measurements[0].Metrics[MetricNames.MedianNs]);
        Assert.Equal(25, measurements[0].Metrics[MetricNames.MeanNs]);
        Assert.Equal([10.0, 40.0, 20.0, 30.0], measurements[0].Samples![MetricNames.TimeNs]);
    }

    [Fact]
    public void Measure_SomeVariantsMissing_OnlyTheMeasured()
    {
        var measurement = Assert.Single(BusTurns.Measure(new Dictionary<string, double[]> { ["turns-mediator"] = [1.0, 3.0, 2.0] }));

        Assert.Equal("turns-mediator", measurement.Variant);
        Assert.Equal(2, measurement.Metrics[MetricNames.MedianNs]);
    }
}
