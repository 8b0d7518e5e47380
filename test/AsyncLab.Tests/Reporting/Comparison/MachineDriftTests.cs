using AsyncLab.Reporting.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting.Comparison;

public class MachineDriftTests
{
    private static readonly double[] Baseline = [.. Enumerable.Range(0, 15).Select(i => 100.0 + i)];

    private static MetricComparison Timed(string measurement, double factor) =>
        MetricComparison.OfSamples(measurement, MetricNames.TimeNs, Baseline, [.. Baseline.Select(v => v * factor)]);

    private static ExperimentComparison Experiment(params MetricComparison[] metrics) =>
        new("async-cost", "Async cost", ExperimentStatus.Ok, ExperimentStatus.Ok, metrics, [], [], []);

    [Fact]
    public void Caution_EveryTimedCaseSlowerTogether_NamesTheMachine()
    {
        var caution = MachineDrift.Caution(Experiment(Timed("a", 1.3), Timed("b", 1.4), Timed("c", 1.5), Timed("d", 1.6)));

        Assert.NotNull(caution);
        Assert.StartsWith("async-cost: 4 of 4 timed figures got slower together (1.30× to 1.60×)", caution, StringComparison.Ordinal);
    }

    [Fact]
    public void Caution_CasesMovedBothWays_Null()
    {
        Assert.Null(MachineDrift.Caution(Experiment(Timed("a", 1.3), Timed("b", 1.4), Timed("c", 0.7), Timed("d", 1.6))));
    }

    [Fact]
    public void Caution_OnlyOneCaseOfFourMoved_Null()
    {
        Assert.Null(MachineDrift.Caution(Experiment(Timed("a", 1.3), Timed("b", 1.0), Timed("c", 1.0), Timed("d", 1.0))));
    }

    [Fact]
    public void Caution_FewerTimedFiguresThanThePatternNeeds_Null()
    {
        Assert.Null(MachineDrift.Caution(Experiment(Timed("a", 1.3), Timed("b", 1.4), Timed("c", 1.5))));
    }

    [Fact]
    public void Caution_BytesMovedTogether_NotCounted()
    {
        var bytes = Enumerable.Range(0, 4).Select(i => new MetricComparison($"m{i}", MetricNames.AllocatedBytesPerOp, 80, 160)).ToArray();

        Assert.Null(MachineDrift.Caution(Experiment(bytes)));
    }
}
