using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

public class MachineSteadinessTests
{
    private static MachineSteadiness? Of(params SpeedSample[] samples) =>
        MachineSteadiness.Of(SampleResults.Create() with { MachineSpeed = samples });

    private static SpeedSample At(string experiment, double microseconds) => new(0, experiment, "round 1", microseconds);

    [Fact]
    public void Of_NoProbeTimings_Null()
    {
        Assert.Null(Of());
    }

    [Fact]
    public void Of_OnlyNonFiniteOrZeroTimings_Null()
    {
        Assert.Null(Of(At("async-cost", double.NaN), At("async-cost", 0)));
    }

    [Fact]
    public void SlowestFactor_ExperimentWithASlowProbe_IsItsSlowestOverTheRunsFastest()
    {
        var steadiness = Of(At("async-cost", 1000), At("async-cost", 1100), At("database", 1600));

        Assert.Equal(1.1, steadiness!.SlowestFactor("async-cost")!.Value, 6);
        Assert.Equal(1.6, steadiness.SlowestFactor("database")!.Value, 6);
        Assert.Null(steadiness.SlowestFactor("web-throughput"));
    }

    [Fact]
    public void Cell_BelowAndAtTheSlowFactor_SteadyThenSlowed()
    {
        var steadiness = Of(At("async-cost", 1000), At("async-cost", 1240), At("database", 1250));

        Assert.Equal("steady (1.24×)", steadiness!.Cell("async-cost"));
        Assert.Equal("slowed to 1.25×", steadiness.Cell("database"));
        Assert.Equal("—", steadiness.Cell("composition"));
    }

    [Fact]
    public void Median_EvenCount_AveragesTheMiddleTwo()
    {
        var steadiness = Of(At("async-cost", 1000), At("async-cost", 1400), At("async-cost", 1200), At("async-cost", 3000));

        Assert.Equal(1300, steadiness!.Median("async-cost"));
    }

    [Fact]
    public void Summary_EveryTimingNearTheFastest_SaysOneSpeedThroughout()
    {
        var summary = Of(At("async-cost", 1000), At("database", 1050))!.Summary();

        Assert.Contains("fastest 1,000 µs, median 1,025 µs, slowest 1,050 µs (1.05×)", summary, StringComparison.Ordinal);
        Assert.Contains("the machine ran at one speed throughout", summary, StringComparison.Ordinal);
    }

    [Fact]
    public void Summary_SlowStretches_CountsThemAndNamesTheirExperiments()
    {
        var summary = Of(At("async-cost", 1000), At("valuetask-loop", 1500), At("valuetask-loop", 1600), At("database", 1400))!.Summary();

        Assert.Contains("3 of them were 1.25× or more slower than the fastest (during valuetask-loop, database)", summary,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Headline_SlowStretch_NamesTheFactorAndExperiment()
    {
        Assert.Equal(
            "machine speed: ran up to 1.50× slower during valuetask-loop (probe); figures measured then are slower for that " +
                "reason, not the code's",
            Of(At("async-cost", 1000), At("valuetask-loop", 1500))!.Headline());
    }

    [Fact]
    public void Headline_Steady_SaysSo()
    {
        Assert.Equal("machine speed: steady (every probe within 1.10× of the fastest)",
            Of(At("async-cost", 1000), At("database", 1100))!.Headline());
    }
}
