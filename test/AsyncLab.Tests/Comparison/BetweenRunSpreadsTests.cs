using AsyncLab.Comparison;
using AsyncLab.Results;
using static AsyncLab.Tests.Fixtures.SpreadRuns;

namespace AsyncLab.Tests.Comparison;

/// <summary>
/// <see cref="BetweenRunSpreads.Measure"/>: per kind the 90th percentile of |ln B/A| over every figure and pair of runs;
/// per experiment whose own 90th percentile lies above its kind's, its largest move; runs a spread means nothing between
/// refused in one line.
/// </summary>
public class BetweenRunSpreadsTests
{
    [Fact]
    public void Measure_TenFiguresMovingOneToTenPercentInLog_KindsAndExperimentsSpreadIsTheLargest()
    {
        var (a, b) = TwoRuns(Enumerable.Range(1, 10).Select(k => ("e", $"c{k}", k / 100.0)));

        var spreads = BetweenRunSpreads.Measure([a, b]).All.ToList();

        // Ten moves: the 99th percentile by nearest rank is the tenth, and the experiment's own, from fewer than a hundred, its largest.
        Assert.Equal([(null, 10), ("e", 10)], spreads.Select(s => (s.Experiment, s.Pairs)));
        Assert.All(spreads, s => Assert.Equal(Math.Exp(0.10) - 1, s.Spread, precision: 12));
        Assert.All(spreads, s => Assert.Equal(FigureKind.TimePerCall, s.Kind));
        Assert.Contains("the largest |ln B/A|", spreads[1].Basis, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_TwoHundredFiguresInOneExperiment_ItsSpreadIsItsNinetyNinthPercentile()
    {
        var (a, b) = TwoRuns(Enumerable.Range(1, 200).Select(k => ("e", $"c{k}", k / 1000.0)));

        var own = Assert.Single(BetweenRunSpreads.Measure([a, b]).All, s => s.Experiment == "e");

        // Nearest rank: 99 % of 200 is the 198th.
        Assert.Equal(Math.Exp(0.198) - 1, own.Spread, precision: 12);
        Assert.Contains("99th percentile", own.Basis, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_TwoExperiments_EachGetsItsOwnAndTheKindsCoversTheRest()
    {
        var (a, b) = TwoRuns(
            [.. Enumerable.Range(1, 18).Select(k => ("steady", $"c{k}", k / 100.0)), ("jumpy", "x", 0.5), ("jumpy", "y", 1.0)]);

        var spreads = BetweenRunSpreads.Measure([a, b]);

        var kind = Assert.Single(spreads.All, s => s.Experiment is null);
        Assert.Equal(Math.Exp(1.0) - 1, kind.Spread, precision: 12);
        Assert.Equal(20, kind.Pairs);
        var jumpy = Assert.Single(spreads.All, s => s.Experiment == "jumpy");
        Assert.Equal((Math.Exp(1.0) - 1, 2), (jumpy.Spread, jumpy.Pairs));
        var steady = Assert.Single(spreads.All, s => s.Experiment == "steady");
        Assert.Equal(Math.Exp(0.18) - 1, steady.Spread, precision: 12);
        Assert.Same(jumpy, spreads.ForExperiment("jumpy").For(Metrics.TimeNs));
        Assert.Same(steady, spreads.ForExperiment("steady").For(Metrics.TimeNs));
        Assert.Same(kind, spreads.ForExperiment("unmeasured").For(Metrics.TimeNs));
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

        var spreads = BetweenRunSpreads.Measure(runs).All.Where(s => s.Experiment is null).ToList();

        Assert.Equal([FigureKind.TimePerCall, FigureKind.Throughput], spreads.Select(s => s.Kind));
        Assert.Equal([3, 3], spreads.Select(s => s.Pairs));
        Assert.Equal(0.1, spreads[0].Spread, precision: 12);
        Assert.Equal(0, spreads[1].Spread);
    }

    [Fact]
    public void Measure_TwoSets_PairsOnlyWithinEachSet()
    {
        // The code changed between the sets (100 → 200 ns): paired across them that would be a move of ln 2.
        IReadOnlyList<ResultsDocument> first = [Run("r1", Time("e", "a", 100)), Run("r2", Time("e", "a", 110))];
        IReadOnlyList<ResultsDocument> second =
            [Run("r3", Time("e", "a", 200)), Run("r4", Time("e", "a", 200)), Run("r5", Time("e", "a", 220))];

        var spreads = BetweenRunSpreads.Measure([first, second]);

        var spread = Assert.Single(spreads.All, s => s.Experiment is null);
        Assert.Equal(4, spread.Pairs);
        Assert.Equal(0.1, spread.Spread, precision: 12);
        Assert.Equal([1, 1, 2, 2, 2], spreads.Origin!.Runs.Select(r => r.Set));
        Assert.Contains(
            "5 quick runs in 2 sets, each of the same code and paired only within itself (r1, r2; r3, r4, r5; 2026-11-26)",
            spread.Basis, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_ASetOfOneRun_RefusedInOneLine()
    {
        var error = Assert.Throws<SpreadsException>(() => BetweenRunSpreads.Measure(
            [
                (IReadOnlyList<ResultsDocument>)[Run("r1", Time("e", "a", 1)), Run("r2", Time("e", "a", 1))],
                [Run("r3", Time("e", "a", 1))]
            ]));

        Assert.Contains("every set of runs needs two or more", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Measure_Runs_OriginAndBasisNameTheRunsDateAndMachine()
    {
        var (a, b) = TwoRuns([("e", "c", 0.1)]);

        var spreads = BetweenRunSpreads.Measure([a, b]);

        Assert.All(spreads.All,
            s => Assert.Contains("2 quick runs of the same code (r1, r2; 2026-11-26)", s.Basis, StringComparison.Ordinal));
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

        Assert.Contains("given twice", Assert.Throws<SpreadsException>(() => BetweenRunSpreads.Measure([run, run])).Message,
            StringComparison.Ordinal);
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
