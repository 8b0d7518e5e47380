using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Running;

/// <summary>
/// An experiment judged across the runtimes of one <c>run --runtimes</c> run instead of measured on one: once every
/// runtime has run, it reads their measurements from the document and judges its claims on them. results.json keeps it
/// as an experiment of one runtime (<see cref="KeptUnder"/>), and re-judging works it out again from the measurements.
/// The catalog lists these beside the experiments; the run, re-judging and the reports go through this contract and
/// <see cref="RuntimeComparisons"/>, never through a comparison's own type.
/// </summary>
public interface IRuntimeComparison
{
    /// <summary>Its id as an experiment of <see cref="KeptUnder"/> in results.json, e.g. "runtime-async-vs-compiler".</summary>
    string Id { get; }

    string Title { get; }

    IReadOnlyList<ClaimDefinition> Claims { get; }

    /// <summary>The runtime whose entry in results.json keeps the comparison; a run without that runtime has none.</summary>
    LabRuntime KeptUnder { get; }

    /// <summary>
    /// The comparison judged from <paramref name="document"/>'s measurements; skipped, with every claim not measured and
    /// saying why, when a runtime it reads measured nothing for it.
    /// </summary>
    ExperimentResult Judge(ResultsDocument document);
}
