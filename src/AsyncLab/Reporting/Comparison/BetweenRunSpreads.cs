namespace AsyncLab.Reporting.Comparison;

/// <summary>
/// The between-run spread of each kind of figure that compare judges: a change is marked only when it exceeds both its
/// own 99 % interval (the noise within the runs) and this (the noise between two processes, which no interval of one
/// run can see). A kind with no entry cannot be marked, since how far it moves between runs is unknown.
/// </summary>
public sealed class BetweenRunSpreads
{
    private readonly Dictionary<FigureKind, BetweenRunSpread> byKind;

    private BetweenRunSpreads(IEnumerable<BetweenRunSpread> spreads) => byKind = spreads.ToDictionary(s => s.Kind);

    /// <summary>
    /// What the lab measured from its recorded quick runs (derivation in docs/METHOD.md, section compare). Time per call:
    /// ln(B/A) of the median time of the benchmark cases whose code was the same in both runs, over three recorded quick
    /// runs of async-cost (direct and sync-over-async-init in all three pairs, sync-over-async-init-await and
    /// pooled-valuetask-await in the one pair where their code matched): 8 pairs, σ = 0.100, so ±29 %. Throughput: no two
    /// recorded runs measured the same load test, so the two timed runs of each database test within one run stand in
    /// (run 2 over run 1, 24 tests): σ = 0.258, so ±94 %; two processes differ by at least as much as two runs in one.
    /// </summary>
    public static BetweenRunSpreads Lab { get; } = new(
    [
        new(FigureKind.TimePerCall, 0.29, 8, "median times of the same benchmark code in three recorded quick runs of async-cost"),
        new(FigureKind.Throughput, 0.94, 24, "the two timed runs of each database test within one recorded quick run"),
    ]);

    public static BetweenRunSpreads Of(IEnumerable<BetweenRunSpread> spreads) => new(spreads);

    /// <summary>The kinds with a measured spread, in the order of <see cref="FigureKind"/>.</summary>
    public IEnumerable<BetweenRunSpread> All => byKind.Values.OrderBy(s => s.Kind);

    /// <summary>The spread for the metric's kind, or null when the lab has not measured one.</summary>
    public BetweenRunSpread? For(string metric) => byKind.GetValueOrDefault(FigureKinds.Of(metric));
}
