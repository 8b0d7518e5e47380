using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Stopping;

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

    /// <summary>Run A's machine-speed probes, one at each launch's start and end (<see cref="BackToBackLaunches"/>).</summary>
    public IReadOnlyList<SpeedSample> ProbesA { get; init; } = [];

    /// <summary>Run B's machine-speed probes.</summary>
    public IReadOnlyList<SpeedSample> ProbesB { get; init; } = [];

    /// <summary>The between-run spreads the comparison marked changes against.</summary>
    public BetweenRunSpreads Spreads { get; init; } = BetweenRunSpreads.Lab;

    /// <summary>What the comparison could see over every experiment both runs have.</summary>
    public Visibility Visibility => Visibility.Of(Experiments.SelectMany(e => e.Metrics));

    /// <summary>The change that counts for rows judged over launches.</summary>
    public double Threshold { get; init; } = DetectableChange.Reference;

    /// <summary>
    /// The rows over launches a regression gate reads at once: each one judged by its interval could raise a false alarm,
    /// so the gate's 1 % is shared among them.
    /// </summary>
    public int GateRows => Experiments.Sum(e => e.Metrics.Count(m => m.IsJudgedByInterval && m.IsOverLaunches));

    /// <summary>
    /// The confidence at which the gate reads each row over launches: 1 − 1 % / <see cref="GateRows"/> (Bonferroni), so
    /// that two runs of the same code fail the gate in at most 1 % of comparisons however many rows they share, not in 1 %
    /// of rows; 99 % with one row or none.
    /// </summary>
    public double GateConfidence => 1 - (LookSchedule.ClaimError / Math.Max(1, GateRows));

    /// <summary>
    /// Rows that got worse beyond the threshold at the gate's confidence (<see cref="MetricComparison.IsRegressionAt"/>),
    /// with their experiment.
    /// </summary>
    public IEnumerable<(string Experiment, MetricComparison Row)> Regressions
    {
        get
        {
            var confidence = GateConfidence;
            return Experiments.SelectMany(e => e.Metrics.Where(m => m.IsRegressionAt(confidence)).Select(m => (e.Id, m)));
        }
    }

    /// <summary>
    /// The rows a regression gate has not seen: they could not tell a change from none (or neither run declares their
    /// metric) and do not rule out a regression beyond the threshold (<see cref="MetricComparison.RulesOutRegression"/>),
    /// or they got worse beyond it at 99 % but not at the gate's confidence, which cannot tell them from the chance of
    /// reading <see cref="GateRows"/> rows.
    /// </summary>
    public IEnumerable<(string Experiment, MetricComparison Row)> Unseen
    {
        get
        {
            var confidence = GateConfidence;
            return Experiments.SelectMany(e => e.Metrics
                .Where(m => (m.CannotTell && !m.RulesOutRegression) || (m.IsRegression && !m.IsRegressionAt(confidence)))
                .Select(m => (e.Id, m)));
        }
    }

    /// <summary>Compares B with A, marking changes against <paramref name="spreads"/> (the lab's measured ones when null).</summary>
    /// <param name="threshold">The change that counts for rows judged over launches (0.10: ±10 %).</param>
    public static RunComparison Of(ResultsDocument a, ResultsDocument b, BetweenRunSpreads? spreads = null,
        double threshold = DetectableChange.Reference)
    {
        spreads ??= BetweenRunSpreads.Lab;
        var (runsA, runsB) = (RunsByExperiment(a), RunsByExperiment(b));
        a = a with { Experiments = ByRuntime(a) };
        b = b with { Experiments = ByRuntime(b) };
        var factsA = RunFacts.Of(a.Run);
        var factsB = RunFacts.Of(b.Run);
        var facts = factsA.Zip(factsB, (x, y) => new FactComparison(x.Key, x.Value, y.Value)).ToList();

        var idsB = b.Experiments.Select(e => e.Id).ToHashSet(StringComparer.Ordinal);
        var idsA = a.Experiments.Select(e => e.Id).ToHashSet(StringComparer.Ordinal);
        var both = a.Experiments
            .Where(e => idsB.Contains(e.Id))
            .Select(e => ExperimentComparison.Of(e, b.Experiments.First(x => x.Id == e.Id), spreads, threshold,
                YardstickReadings.Comparable(runsA.GetValueOrDefault(e.Id), runsB.GetValueOrDefault(e.Id))))
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
            ProbesA = a.MachineSpeed,
            ProbesB = b.MachineSpeed,
            Spreads = spreads,
            Threshold = threshold,
        };
    }

    /// <summary>The run each experiment of <see cref="ByRuntime"/> was measured in: the lab's, or its runtime's child's.</summary>
    private static Dictionary<string, RunInfo?> RunsByExperiment(ResultsDocument document)
    {
        var runs = new Dictionary<string, RunInfo?>(StringComparer.Ordinal);
        foreach (var experiment in document.Experiments)
        {
            runs[experiment.Id] = document.Run;
        }

        foreach (var runtime in document.Runtimes)
        {
            foreach (var experiment in runtime.Experiments)
            {
                runs[RuntimeId(experiment.Id, runtime.Name)] = runtime.Run;
            }
        }

        return runs;
    }

    /// <summary>
    /// The lab's own runtime's experiments under their ids, then each other runtime's as "id@runtime": a multi-runtime
    /// run compares runtime by runtime with another one, and its own runtime with a run made without --runtimes.
    /// </summary>
    public static IReadOnlyList<ExperimentResult> ByRuntime(ResultsDocument document) =>
        [.. document.Experiments, .. document.Runtimes.SelectMany(r => r.Experiments.Select(e => e with { Id = RuntimeId(e.Id, r.Name) }))];

    /// <summary>"id@runtime": an experiment measured by a runtime's child, as <see cref="ByRuntime"/> names it.</summary>
    private static string RuntimeId(string experiment, string runtime) => $"{experiment}@{runtime}";
}

/// <summary>One line of run metadata in both runs.</summary>
public sealed record FactComparison(string Key, string A, string B)
{
    public bool Differs => !string.Equals(A, B, StringComparison.Ordinal);
}
