using AsyncLab.Comparison;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Comparison;

public sealed class BackToBackLaunchesTests
{
    /// <summary>A run of one experiment: its launches' start and end probes, one launch every 20 s.</summary>
    private static readonly SpeedSample[] Alone =
    [
        .. Enumerable.Range(0, 4).SelectMany(l => new[]
        {
            new SpeedSample(20 * l, "async-cost", "start", 1400), new SpeedSample((20 * l) + 19, "async-cost", "end", 1400),
        }),
    ];

    /// <summary>A run in sweeps: each launch of async-cost followed by one of command-bus.</summary>
    private static readonly SpeedSample[] Swept =
    [
        .. Enumerable.Range(0, 4).SelectMany(l => new[]
        {
            new SpeedSample(40 * l, "async-cost", "start", 1400), new SpeedSample((40 * l) + 19, "async-cost", "end", 1400),
            new SpeedSample((40 * l) + 20, "command-bus", "start", 1400), new SpeedSample((40 * l) + 39, "command-bus", "end", 1400),
        }),
    ];

    [Fact]
    public void Of_ExperimentRunAlone_ItsLaunchesAndTheirSpan()
    {
        Assert.Equal((4, 79.0), BackToBackLaunches.Of("async-cost", Alone));
    }

    [Fact]
    public void Of_LaunchesSpreadOverTheRun_Null()
    {
        Assert.Null(BackToBackLaunches.Of("async-cost", Swept));
        Assert.Null(BackToBackLaunches.Of("command-bus", Swept));
    }

    [Fact]
    public void Of_OneLaunchOrNoProbes_Null()
    {
        Assert.Null(BackToBackLaunches.Of("async-cost", Alone[..2]));
        Assert.Null(BackToBackLaunches.Of("database", Alone));
    }

    [Fact]
    public void Caution_OneRunBackToBack_NamesThatRunAndWhatItHides()
    {
        var caution = BackToBackLaunches.Caution("async-cost", Swept, Alone);

        Assert.NotNull(caution);
        Assert.StartsWith("async-cost: its launches ran back to back (B: 4 launches within 79 s).", caution, StringComparison.Ordinal);
        Assert.Contains("can read as changed", caution, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_RunOfOneExperimentAlone_TheCISummaryCarriesTheCaution()
    {
        double[] cases = [100, 200, 400];
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", cases, 4, 0.01, 1) with { MachineSpeed = Swept },
            LaunchedRuns.Run("b", cases, 4, 0.01, 2) with { MachineSpeed = Alone });

        var summary = CompareSummary.Render(comparison);

        Assert.Contains("> **Caution:** async-cost: its launches ran back to back (B: 4 launches within 79 s).", summary,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Caution_BothRunsSpread_Null()
    {
        Assert.Null(BackToBackLaunches.Caution("async-cost", Swept, Swept));
    }
}
