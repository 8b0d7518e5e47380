using AsyncLab.Reporting;
using AsyncLab.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Tests.Comparison;

public class MachineDriftTests
{
    private static readonly double[] Baseline = [.. Enumerable.Range(0, 15).Select(i => 100.0 + i)];

    private static MetricComparison Timed(string measurement, double factor) =>
        MetricComparison.OfSamples(measurement, MetricNames.TimeNs, Metrics.TimeNs, Baseline, [.. Baseline.Select(v => v * factor)],
            RunComparisonTests.TenPercent);

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
        var bytes = Enumerable.Range(0, 4).Select(i => new MetricComparison($"m{i}", MetricNames.AllocatedBytesPerOp, 80, 160)
        {
            Declared = Metrics.AllocatedBytesPerOp,
        }).ToArray();

        Assert.Null(MachineDrift.Caution(Experiment(bytes)));
    }

    private static MachineSteadiness Probes(string experiment, params double[] microseconds) =>
        MachineSteadiness.Of(Fixtures.SampleResults.Create() with
        {
            MachineSpeed = [.. microseconds.Select((us, i) => new SpeedSample(i, experiment, $"round {i}", us))],
        })!;

    [Fact]
    public void ProbeCaution_BProbeMedianOneAndAHalfTimesA_SaysBsMachineRanSlower()
    {
        var caution = MachineDrift.ProbeCaution("valuetask-loop", Probes("valuetask-loop", 1000, 1010, 990),
            Probes("valuetask-loop", 1500, 1490, 1520));

        Assert.NotNull(caution);
        Assert.StartsWith("valuetask-loop: the machine-speed probe took 1.50× as long in B as in A", caution, StringComparison.Ordinal);
        Assert.Contains("B's machine ran slower", caution, StringComparison.Ordinal);
    }

    [Fact]
    public void ProbeCaution_BFasterByTheFactor_SaysFaster()
    {
        var caution = MachineDrift.ProbeCaution("database", Probes("database", 1300), Probes("database", 1000));

        Assert.Contains("B's machine ran faster", caution, StringComparison.Ordinal);
    }

    [Fact]
    public void ProbeCaution_MediansWithinTheSlowFactor_Null()
    {
        Assert.Null(MachineDrift.ProbeCaution("async-cost", Probes("async-cost", 1000, 1000), Probes("async-cost", 1200, 1200)));
    }

    [Fact]
    public void ProbeCaution_ExperimentWithoutProbesInOneRun_Null()
    {
        Assert.Null(MachineDrift.ProbeCaution("async-cost", Probes("database", 1000), Probes("async-cost", 2000)));
    }
}
