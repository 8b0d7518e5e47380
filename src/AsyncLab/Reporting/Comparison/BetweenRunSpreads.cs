namespace AsyncLab.Reporting.Comparison;

/// <summary>
/// The between-run spread of each kind of figure that compare judges: a change is marked only when it exceeds both its
/// own 99 % interval (the noise within the runs) and this (the noise between two processes, which no interval of one
/// run can see). A kind with no entry cannot be marked, since how far it moves between runs is unknown.
/// </summary>
public sealed class BetweenRunSpreads
{
    private readonly IReadOnlyList<BetweenRunSpread> spreads;
    private readonly Dictionary<FigureKind, BetweenRunSpread> byKind;

    private BetweenRunSpreads(IEnumerable<BetweenRunSpread> spreads, string? experiment = null)
    {
        this.spreads = spreads.ToList();
        // An experiment's own spread for a kind, where one was measured, stands before the kind's spread over all of them.
        byKind = this.spreads
            .Where(s => s.Experiment is null || s.Experiment == experiment)
            .GroupBy(s => s.Kind)
            .ToDictionary(g => g.Key, g => g.OrderBy(s => s.Experiment is null ? 1 : 0).First());
    }

    /// <summary>
    /// What the lab measured in three quick runs of the same code on the machine it was built on (docs/METHOD.md, section
    /// compare; bench/between-run-spread.py): per kind of figure, the 90th percentile of |ln B/A| over every figure and the
    /// three pairs of runs, and per experiment where its figures moved further than the kind's as a whole. valuetask-loop's
    /// yielding loops and their BenchmarkDotNet rows ran at one of two speeds about 3× apart from one process to the next,
    /// so its spread is the largest move seen.
    /// </summary>
    public static BetweenRunSpreads Lab { get; } = new(
    [
        new(FigureKind.TimePerCall, 0.28, 639, "median times of every benchmark case in three quick runs of the same code, 90th percentile of |ln B/A|"),
        new(FigureKind.Throughput, 0.20, 81, "throughput of every load test in three quick runs of the same code, 90th percentile of |ln B/A|"),
        new(FigureKind.TimePerCall, 13.4, 45, "its loop and BenchmarkDotNet rows in three quick runs of the same code, the largest |ln B/A|") { Experiment = "valuetask-loop" },
        new(FigureKind.Throughput, 0.36, 48, "its load tests in three quick runs of the same code, the largest |ln B/A|") { Experiment = "database" },
    ]);

    /// <summary>The spreads as they apply to one experiment's figures: its own where measured, else the kind's.</summary>
    public BetweenRunSpreads ForExperiment(string experiment) => new(spreads, experiment);

    public static BetweenRunSpreads Of(IEnumerable<BetweenRunSpread> spreads) => new(spreads);

    /// <summary>Every measured spread, the kinds' first, in the order of <see cref="FigureKind"/>.</summary>
    public IEnumerable<BetweenRunSpread> All => spreads.OrderBy(s => s.Experiment is null ? 0 : 1).ThenBy(s => s.Kind);

    /// <summary>The spread for the metric's kind, or null when the lab has not measured one.</summary>
    public BetweenRunSpread? For(string metric) => byKind.GetValueOrDefault(FigureKinds.Of(metric));
}
