using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>
/// Two runs side by side: their metadata, every metric matched by experiment, variant and parameters with the ratio
/// B/A, the claims whose verdict changed, and what only one run has. This is how a user sees what a new runtime or
/// another thread-pool setting changed.
/// </summary>
public sealed record RunComparison(
    RunInfo A,
    RunInfo B,
    IReadOnlyList<FactComparison> Facts,
    IReadOnlyList<ExperimentComparison> Experiments,
    IReadOnlyList<string> OnlyInA,
    IReadOnlyList<string> OnlyInB)
{
    public IEnumerable<VerdictChange> VerdictChanges => Experiments.SelectMany(e => e.VerdictChanges);

    /// <summary>Run A's machine-speed probe timings; null when A kept none.</summary>
    public MachineSteadiness? SpeedA { get; init; }

    /// <summary>Run B's machine-speed probe timings; null when B kept none.</summary>
    public MachineSteadiness? SpeedB { get; init; }

    /// <summary>The between-run spreads the comparison marked changes against.</summary>
    public BetweenRunSpreads Spreads { get; init; } = BetweenRunSpreads.Lab;

    /// <summary>What the comparison could see over every experiment both runs have.</summary>
    public Visibility Visibility => Visibility.Of(Experiments.SelectMany(e => e.Metrics));

    /// <summary>The change that counts for rows judged over launches.</summary>
    public double Threshold { get; init; } = DetectableChange.Reference;

    /// <summary>Rows that got worse beyond the threshold (<see cref="MetricComparison.IsRegression"/>), with their experiment.</summary>
    public IEnumerable<(string Experiment, MetricComparison Row)> Regressions =>
        Experiments.SelectMany(e => e.Metrics.Where(m => m.IsRegression).Select(m => (e.Id, m)));

    /// <summary>
    /// The rows a regression gate has not seen: they could not tell a change from none (or neither run declares their
    /// metric) and do not rule out a regression beyond the threshold (<see cref="MetricComparison.RulesOutRegression"/>).
    /// </summary>
    public IEnumerable<(string Experiment, MetricComparison Row)> Unseen =>
        Experiments.SelectMany(e => e.Metrics.Where(m => m.CannotTell && !m.RulesOutRegression).Select(m => (e.Id, m)));

    /// <summary>Compares B with A, marking changes against <paramref name="spreads"/> (the lab's measured ones when null).</summary>
    /// <param name="threshold">The change that counts for rows judged over launches (0.10: ±10 %).</param>
    public static RunComparison Of(ResultsDocument a, ResultsDocument b, BetweenRunSpreads? spreads = null,
        double threshold = DetectableChange.Reference)
    {
        spreads ??= BetweenRunSpreads.Lab;
        a = a with { Experiments = ByRuntime(a) };
        b = b with { Experiments = ByRuntime(b) };
        var factsA = RunFacts.Of(a.Run);
        var factsB = RunFacts.Of(b.Run);
        var facts = factsA.Zip(factsB, (x, y) => new FactComparison(x.Key, x.Value, y.Value)).ToList();

        var idsB = b.Experiments.Select(e => e.Id).ToHashSet(StringComparer.Ordinal);
        var idsA = a.Experiments.Select(e => e.Id).ToHashSet(StringComparer.Ordinal);
        var both = a.Experiments
            .Where(e => idsB.Contains(e.Id))
            .Select(e => ExperimentComparison.Of(e, b.Experiments.First(x => x.Id == e.Id), spreads, threshold))
            .ToList();
        return new RunComparison(
            a.Run,
            b.Run,
            facts,
            both,
            a.Experiments.Where(e => !idsB.Contains(e.Id)).Select(e => e.Id).ToList(),
            b.Experiments.Where(e => !idsA.Contains(e.Id)).Select(e => e.Id).ToList())
        {
            SpeedA = MachineSteadiness.Of(a),
            SpeedB = MachineSteadiness.Of(b),
            Spreads = spreads,
            Threshold = threshold,
        };
    }

    /// <summary>
    /// The lab's own runtime's experiments under their ids, then each other runtime's as "id@runtime": a multi-runtime
    /// run compares runtime by runtime with another one, and its own runtime with a run made without --runtimes.
    /// </summary>
    public static IReadOnlyList<ExperimentResult> ByRuntime(ResultsDocument document) =>
        [.. document.Experiments, .. document.Runtimes.SelectMany(r => r.Experiments.Select(e => e with { Id = $"{e.Id}@{r.Name}" }))];
}

/// <summary>One line of run metadata in both runs.</summary>
public sealed record FactComparison(string Key, string A, string B)
{
    public bool Differs => !string.Equals(A, B, StringComparison.Ordinal);
}
