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
    /// The rows a regression gate reads (<see cref="GateSelection"/>): fixed from how far each row's samples move, before
    /// any row's change is read.
    /// </summary>
    public GateSelection Gate => gate ??= GateSelection.Of(Experiments);

    private GateSelection? gate;

    /// <summary>The rows judged by interval that the gate reads, among which its 1 % is shared.</summary>
    public int GateRows => Gate.ByInterval;

    /// <summary>The confidence at which the gate reads each row it reads by interval (<see cref="GateSelection.Confidence"/>).</summary>
    public double GateConfidence => Gate.Confidence;

    /// <summary>
    /// Gated rows that got worse beyond the threshold at the gate's confidence (<see cref="MetricComparison.IsRegressionAt"/>),
    /// with their experiment. Rows the gate does not read never count, however they read.
    /// </summary>
    public IEnumerable<(string Experiment, MetricComparison Row)> Regressions =>
        Experiments.SelectMany(e => e.Metrics.Where(m => Gate.Reads(m) && m.IsRegressionAt(Gate.Confidence)).Select(m => (e.Id, m)));

    /// <summary>
    /// What A measured and B did not let the gate see: an experiment B ran and did not finish (one B did not run at all is
    /// a choice of what to compare, listed as only in A), a row with samples in A that
    /// B has none of, a row neither run declares (its better direction unknown), or a gated row whose B launches split in
    /// two modes that hide whether it got worse (<see cref="MetricComparison.SplitHidesRegressionAt"/>). A gate does not
    /// pass them unread.
    /// </summary>
    public IEnumerable<(string Experiment, MetricComparison? Row)> Unseen =>
        Experiments.Where(e => e.StatusA == ExperimentStatus.Ok && e.StatusB != ExperimentStatus.Ok)
            .Select(e => (e.Id, (MetricComparison?)null))
            .Concat(Experiments.Where(e => e.StatusB == ExperimentStatus.Ok).SelectMany(e => e.Metrics
                .Where(m => m.Unjudged is UnjudgedReason.Undeclared || m.LostInB
                    || (Gate.Reads(m) && m.SplitHidesRegressionAt(Gate.Confidence)))
                .Select(m => (e.Id, (MetricComparison?)m))));

    /// <summary>
    /// The rows nothing at this size could see: judged by interval, but whose samples move too far for a change of the
    /// threshold to be marked four times in five at the gate's confidence. They are listed apart and never fail a gate.
    /// </summary>
    public IEnumerable<(string Experiment, MetricComparison Row)> BeyondSight =>
        Experiments.SelectMany(e => e.Metrics.Where(m => m.IsJudgedByInterval && !Gate.Reads(m)).Select(m => (e.Id, m)));

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
