using AsyncLab.Comparison;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Comparison;

public class YardstickReadingsTests(ITestOutputHelper output)
{
    private static readonly double[] Cases = [150, 155, 190, 170];

    [Fact]
    public void Compare_SameCodeOnAMachineOfTwoSpeeds_AtMostOnePercentOfRowsMarkedAndTheGatePasses()
    {
        var (rows, marked, unchanged, gateFailed) = (0, 0, 0, 0);
        for (var i = 0; i < 200; i++)
        {
            var comparison = RunComparison.Of(TurnsRuns.Run("a", Cases, 1000 + i), TurnsRuns.Run("b", Cases, 5000 + i));
            var read = ReadAgainstTheYardstick(comparison);
            rows += read.Count;
            marked += read.Count(m => m.Change is Change.Better or Change.Worse);
            unchanged += read.Count(m => m.Change == Change.None);
            gateFailed += comparison.Regressions.Any() ? 1 : 0;
        }

        output.WriteLine($"A/A on two speeds: {marked} of {rows} rows marked, {unchanged} no change, gate failed {gateFailed} of 200");
        Assert.Equal(800, rows);
        Assert.True(marked <= 0.01 * rows, $"{marked} of {rows} marked");
        Assert.True(gateFailed <= 3, $"the gate failed {gateFailed} of 200");
        Assert.True(unchanged >= 0.8 * rows, $"only {unchanged} of {rows} said no change");
    }

    [Fact]
    public void Compare_EveryCaseTwelvePercentSlowerOnAMachineOfTwoSpeeds_MarkedWorseWhereTheRawReadingCannotTell()
    {
        var slower = Cases.Select(t => t * 1.12).ToArray();
        var (against, raw) = (0, 0);
        for (var i = 0; i < 100; i++)
        {
            against += Worse(RunComparison.Of(TurnsRuns.Run("a", Cases, 1000 + i), TurnsRuns.Run("b", slower, 5000 + i)));
            raw += Worse(RunComparison.Of(TurnsRuns.Run("a", Cases, 1000 + i, withYardstick: false),
                TurnsRuns.Run("b", slower, 5000 + i, withYardstick: false)));
        }

        output.WriteLine($"12 % slower: {against} of 400 rows marked worse against the yardstick, {raw} of 400 read raw");
        Assert.True(against >= 0.8 * 400, $"{against} of 400 marked worse");
        Assert.True(raw < against / 2, $"raw marked {raw}, against the yardstick {against}");
    }

    [Fact]
    public void Compare_RowBesideAYardstick_SaysWhatItWasReadAgainstAndTheYardstickIsReadOnItsOwn()
    {
        var comparison = RunComparison.Of(TurnsRuns.Run("a", Cases, 1), TurnsRuns.Run("b", Cases.Select(t => t * 1.3).ToArray(), 2));
        var rows = comparison.Experiments.Single().Metrics.Where(m => m.Metric == MetricNames.TimeNs).ToDictionary(m => m.Measurement);

        Assert.Equal("turns-yardstick", rows["turns-case-0"].Yardstick);
        Assert.EndsWith("× worse (against turns-yardstick)", ComparisonText.RatioWithChange(rows["turns-case-0"]),
            StringComparison.Ordinal);
        Assert.Null(rows["turns-yardstick"].Yardstick);
    }

    [Fact]
    public void Compare_ReadingInTwoModes_NamesTheModesAsMultiplesOfTheYardstick()
    {
        var b = TurnsRuns.Run("b", Cases, 2);
        var experiment = b.Experiments.Single();
        var measurements = experiment.Measurements.Select(m => m.Variant != "turns-case-0" ? m : m with
        {
            Samples = new Dictionary<string, IReadOnlyList<double>>
            {
                [MetricNames.TimeNs] = m.Samples![MetricNames.TimeNs]
                    .Select((t, i) => m.Launches![MetricNames.TimeNs][i] == 1 ? t * 1.5 : t).ToList(),
            },
        }).ToList();
        b = b with { Experiments = [experiment with { Measurements = measurements }] };

        var row = RunComparison.Of(TurnsRuns.Run("a", Cases, 1), b).Experiments.Single().Metrics
            .Single(m => m.Measurement == "turns-case-0" && m.Metric == MetricNames.TimeNs);

        Assert.NotNull(row.ModesB);
        Assert.Matches(@"^two modes in B: 0\.\d\d× the yardstick in 3 of 4 launches, 1\.\d\d× the yardstick in 1 of 4$", row.Modes);
    }

    [Fact]
    public void Compare_RunsOfTwoRuntimes_RowsReadOnTheirOwnFigures()
    {
        var b = TurnsRuns.Run("b", Cases, 2);
        b = b with { Run = b.Run with { Runtime = ".NET 9.0.11" } };

        var comparison = RunComparison.Of(TurnsRuns.Run("a", Cases, 1), b);

        Assert.All(comparison.Experiments.Single().Metrics, m => Assert.Null(m.Yardstick));
    }

    [Fact]
    public void Comparable_SettingsNotRecordedOrDifferent_False()
    {
        var run = TurnsRuns.Run("a", Cases, 1).Run;

        Assert.True(YardstickReadings.Comparable(run, run));
        Assert.False(YardstickReadings.Comparable(run, run with { RuntimeSettings = null }));
        Assert.False(YardstickReadings.Comparable(run, run with
        {
            RuntimeSettings = new Dictionary<string, string> { ["DOTNET_TieredPGO"] = "0" },
        }));
    }

    [Fact]
    public void Against_YardstickFromOtherLaunches_Null()
    {
        var measurements = TurnsRuns.Run("a", Cases, 1).Experiments.Single().Measurements;
        var yardstick = measurements.Single(m => m.Yardstick == true);
        var shifted = yardstick with
        {
            Launches = new Dictionary<string, IReadOnlyList<int>>
            {
                [MetricNames.TimeNs] = yardstick.Launches![MetricNames.TimeNs].Select(l => l + 1).ToList(),
            },
        };

        Assert.NotNull(YardstickReadings.Against(measurements[0], yardstick));
        Assert.Null(YardstickReadings.Against(measurements[0], shifted));
    }

    [Fact]
    public void Against_TurnByTurn_TheRowsTimeOverTheYardsticks()
    {
        var measurements = TurnsRuns.Run("a", Cases, 1).Experiments.Single().Measurements;
        var yardstick = measurements.Single(m => m.Yardstick == true);

        var against = YardstickReadings.Against(measurements[0], yardstick)!;

        Assert.Equal(measurements[0].Samples![MetricNames.TimeNs][7] / yardstick.Samples![MetricNames.TimeNs][7],
            against.Samples![MetricNames.TimeNs][7]);
        Assert.NotEqual(measurements[0].MeasuredWith, against.MeasuredWith);
    }

    private static List<MetricComparison> ReadAgainstTheYardstick(RunComparison comparison) =>
        comparison.Experiments.SelectMany(e => e.Metrics).Where(m => m.Yardstick is not null).ToList();

    private static int Worse(RunComparison comparison) =>
        comparison.Experiments.SelectMany(e => e.Metrics)
            .Count(m => m.Metric == MetricNames.TimeNs && m.Measurement.StartsWith("turns-case", StringComparison.Ordinal)
                && m.Change == Change.Worse);
}
