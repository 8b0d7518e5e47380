using AsyncLab.Results;
using AsyncLab.Comparison;
using static AsyncLab.Tests.Fixtures.SpreadRuns;

namespace AsyncLab.Tests.Comparison;

/// <summary>Each figure paired across every pair of runs, and the nearest-rank percentile the spreads are read from.</summary>
public class BetweenRunMovesTests
{
    [Theory]
    [InlineData(10, 9)]
    [InlineData(30, 27)]
    [InlineData(11, 10)]
    [InlineData(1, 1)]
    public void Percentile_NinetiethOfOneToN_TheNearestRank(int count, double expected)
    {
        // Shuffled, so the percentile cannot lean on the input's order.
        var values = Enumerable.Range(1, count).Select(i => (double)i).OrderBy(v => (v * 7) % count).ToList();

        Assert.Equal(expected, BetweenRunMoves.Percentile(values, 90));
    }

    [Fact]
    public void Of_ThreeRuns_EachFigurePairedInEveryPairOfRuns()
    {
        var runs = new[]
        {
            Run("r1", Time("e", "a", 100), Throughput("e", "load", 1000)),
            Run("r2", Time("e", "a", 200), Throughput("e", "load", 1000)),
            Run("r3", Time("e", "a", 400)),
        };

        var moves = BetweenRunMoves.Of(runs);

        Assert.Equal([Math.Log(2), Math.Log(4), Math.Log(2)],
            moves.Where(m => m.Kind == FigureKind.TimePerCall).Select(m => m.Distance), new Tolerance());
        Assert.Equal(0, Assert.Single(moves, m => m.Kind == FigureKind.Throughput).Distance);
        Assert.All(moves, m => Assert.Equal("e", m.Experiment));
    }

    [Fact]
    public void Of_SummaryZeroAndOneSidedFigures_NotPaired()
    {
        var runs = new[]
        {
            Run("r1", new Figure("e", "a", "mean_ns", 100), Time("e", "zero", 0), Time("e", "only-in-r1", 5)),
            Run("r2", new Figure("e", "a", "mean_ns", 300), Time("e", "zero", 10)),
        };

        Assert.Empty(BetweenRunMoves.Of(runs));
    }

    [Fact]
    public void Of_LoadTestWithASecondThatServedNothing_NotPaired()
    {
        // A starved server: 4 requests in its first second and none after, then 18 in one second of the next run.
        var stalled = (double[] seconds) => new AsyncLab.Results.Measurement("starved", new Dictionary<string, string>(),
            new Dictionary<string, double> { [AsyncLab.Results.MetricNames.ThroughputRps] = seconds.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [AsyncLab.Results.MetricNames.ThroughputRps] = seconds },
        };
        var runs = new[] { Run("r1", Throughput("w", "served", 100)), Run("r2", Throughput("w", "served", 110)) }
            .Zip(new[] { stalled([4, 0, 0, 0]), stalled([0, 18, 0, 0]) }, (run, starved) => run with
            {
                Experiments = [run.Experiments[0] with { Measurements = [.. run.Experiments[0].Measurements, starved] }],
            })
            .ToList();

        var move = Assert.Single(BetweenRunMoves.Of(runs));

        Assert.Equal(Math.Log(1.1), move.Distance, 12);
    }

    private sealed class Tolerance : IEqualityComparer<double>
    {
        public bool Equals(double x, double y) => Math.Abs(x - y) < 1e-12;

        public int GetHashCode(double obj) => 0;
    }
}
