using AsyncLab.Reporting.Comparison;
using AsyncLab.Results;
using static AsyncLab.Tests.Fixtures.SpreadRuns;

namespace AsyncLab.Tests.Reporting.Comparison;

/// <summary>
/// <see cref="BetweenRunSpreads.Measure"/>: per kind the 90th percentile of |ln B/A| over every figure and pair of runs;
/// per experiment whose own 90th percentile lies above its kind's, its largest move; runs a spread means nothing between
/// refused in one line.
/// </summary>
public class BetweenRunSpreadsTests
{
    [Fact]
    public void Measure_TenFiguresMovingOneToTenPercentInLog_SpreadIsTheNinth()
    {
        var (a, b) = TwoRuns(Enumerable.Range(1, 10).Select(k => ("e", $"c{k}", k / 100.0)));

        var spread = Assert.Single(BetweenRunSpreads.Measure([a, b]).All);

        Assert.Equal(FigureKind.TimePerCall, spread.Kind);
        Assert.Null(spread.Experiment);
        Assert.Equal(Math.Exp(0.09) - 1, spread.Spread, precision: 12);
        Assert.Equal(10, spread.Pairs);
    }

    [Fact]
    public void Measure_ExperimentMovingFurtherThanItsKind_GetsItsLargestMove()
    {
        var (a, b) = TwoRuns([.. Enumerable.Range(1, 18).Select(k => ("steady", $"c{k}", k / 100.0)), ("jumpy", "x", 0.5), ("jumpy", "y", 1.0)]);

        var spreads = BetweenRunSpreads.Measure([a, b]);

        var kind = Assert.Single(spreads.All, s => s.Experiment is null);
        Assert.Equal(Math.Exp(0.18) - 1, kind.Spread, precision: 12);
        Assert.Equal(20, kind.Pairs);
        var own = Assert.Single(spreads.All, s => s.Experiment is not null);
        Assert.Equal("jumpy", own.Experiment);
        Assert.Equal(Math.Exp(1.0) - 1, own.Spread, precision: 12);
        Assert.Equal(2, own.Pairs);
        Assert.Same(own, spreads.ForExperiment("jumpy").For(MetricNames.TimeNs));
        Assert.Same(kind, spreads.ForExperiment("steady").For(MetricNames.TimeNs));
    }

    [Fact]
    public void Measure_ThreeRunsTwoKinds_EachKindOverEveryPairOfRuns()
    {
        var runs = new[]
        {
            Run("r1", Time("e", "a", 100), Throughput("w", "load", 1000)),
            Run("r2", Time("e", "a", 110), Throughput("w", "load", 1000)),
            Run("r3", Time("e", "a", 100), Throughput("w", "load", 1000)),
        };

        var spreads = BetweenRunSpreads.Measure(runs).All.ToList();

        Assert.Equal([FigureKind.TimePerCall, FigureKind.Throughput], spreads.Select(s => s.Kind));
        Assert.Equal([3, 3], spreads.Select(s => s.Pairs));
        Assert.Equal(0.1, spreads[0].Spread, precision: 12);
        Assert.Equal(0, spreads[1].Spread);
    }

    [Fact]
    public void Measure_Runs_OriginAndBasisNameTheRunsDateAndMachine()
    {
        var (a, b) = TwoRuns([("e", "c", 0.1)]);

        var spreads = BetweenRunSpreads.Measure([a, b]);

        Assert.Contains("2 quick runs of the same code (r1, r2; 2026-11-26)", Assert.Single(spreads.All).Basis, StringComparison.Ordinal);
        Assert.Equal(".NET 10.0.12, Linux, Test CPU, 2 logical cores", spreads.Origin!.Machine);
        Assert.StartsWith("the spreads you recorded with asynclab spread", spreads.Source, StringComparison.Ordinal);
        Assert.Null(BetweenRunSpreads.Lab.Origin);
        Assert.StartsWith("the lab's own", BetweenRunSpreads.Lab.Source, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_OneRun_RefusedInOneLine()
    {
        var error = Assert.Throws<SpreadsException>(() => BetweenRunSpreads.Measure([Run("r1", Time("e", "a", 1))]));

        Assert.Contains("two or more runs", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_RunsOfDifferentProfiles_RefusedNamingBoth()
    {
        var error = Assert.Throws<SpreadsException>(() => BetweenRunSpreads.Measure(
            [Run("r1", "quick", "0.1.0", Time("e", "a", 1)), Run("r2", "full", "0.1.0", Time("e", "a", 1))]));

        Assert.Contains("different profiles (r1: quick, r2: full)", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', error.Message);
    }

    [Fact]
    public void Measure_RunsOfDifferentToolVersions_Refused()
    {
        var error = Assert.Throws<SpreadsException>(() => BetweenRunSpreads.Measure(
            [Run("r1", "quick", "0.1.0", Time("e", "a", 1)), Run("r2", "quick", "0.2.0", Time("e", "a", 1))]));

        Assert.Contains("different tool versions", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_OneRunGivenTwice_Refused()
    {
        var run = Run("r1", Time("e", "a", 1));

        Assert.Contains("given twice", Assert.Throws<SpreadsException>(() => BetweenRunSpreads.Measure([run, run])).Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_NoFigureInTwoRuns_Refused()
    {
        Assert.Throws<SpreadsException>(() => BetweenRunSpreads.Measure([Run("r1", Time("e", "a", 1)), Run("r2", Time("e", "b", 1))]));
    }

    /// <summary>Two runs r1 and r2 whose figure of each case moves from 100 ns by exp(distance).</summary>
    private static (ResultsDocument A, ResultsDocument B) TwoRuns(IEnumerable<(string Experiment, string Case, double Distance)> moves)
    {
        var list = moves.ToList();
        return (
            Run("r1", [.. list.Select(m => Time(m.Experiment, m.Case, 100))]),
            Run("r2", [.. list.Select(m => Time(m.Experiment, m.Case, 100 * Math.Exp(m.Distance)))]));
    }
}
