using AsyncLab.Results;

namespace AsyncLab.Reporting.Comparison;

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

    public static RunComparison Of(ResultsDocument a, ResultsDocument b)
    {
        var factsA = RunFacts.Of(a.Run);
        var factsB = RunFacts.Of(b.Run);
        var facts = factsA.Zip(factsB, (x, y) => new FactComparison(x.Key, x.Value, y.Value)).ToList();

        var idsB = b.Experiments.Select(e => e.Id).ToHashSet(StringComparer.Ordinal);
        var idsA = a.Experiments.Select(e => e.Id).ToHashSet(StringComparer.Ordinal);
        var both = a.Experiments
            .Where(e => idsB.Contains(e.Id))
            .Select(e => ExperimentComparison.Of(e, b.Experiments.First(x => x.Id == e.Id)))
            .ToList();
        return new RunComparison(
            a.Run,
            b.Run,
            facts,
            both,
            a.Experiments.Where(e => !idsB.Contains(e.Id)).Select(e => e.Id).ToList(),
            b.Experiments.Where(e => !idsA.Contains(e.Id)).Select(e => e.Id).ToList());
    }
}

/// <summary>One line of run metadata in both runs.</summary>
public sealed record FactComparison(string Key, string A, string B)
{
    public bool Differs => !string.Equals(A, B, StringComparison.Ordinal);
}
