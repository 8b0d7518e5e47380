using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// Where a run keeps its comparisons across runtimes (<see cref="IRuntimeComparison"/>): each as one more experiment of
/// the runtime it names, put in after the runtimes ran and replaced, never added twice, whenever it is worked out again.
/// </summary>
public static class RuntimeComparisons
{
    /// <summary>
    /// The document with each comparison judged and put in, in order (see
    /// <see cref="Attach(ResultsDocument, IRuntimeComparison)"/>).
    /// </summary>
    public static ResultsDocument Attach(ResultsDocument document, IEnumerable<IRuntimeComparison> comparisons) =>
        comparisons.Aggregate(document, Attach);

    /// <summary>
    /// The document with the comparison judged and put in (or replaced) under its runtime; unchanged when that runtime
    /// is not in it.
    /// </summary>
    public static ResultsDocument Attach(ResultsDocument document, IRuntimeComparison comparison) =>
        IndexOf(document, comparison) < 0 ? document : Attach(document, comparison, comparison.Judge(document));

    /// <summary>
    /// The document with <paramref name="result"/> as the comparison kept under its runtime, marked as judged across
    /// runtimes (<see cref="ExperimentResult.AcrossRuntimes"/>) so the reports tell it from the runtime's own experiments;
    /// unchanged when that runtime is not in it.
    /// </summary>
    public static ResultsDocument Attach(ResultsDocument document, IRuntimeComparison comparison, ExperimentResult result)
    {
        var index = IndexOf(document, comparison);
        if (index < 0)
        {
            return document;
        }

        var runtimes = document.Runtimes.ToList();
        var runtime = runtimes[index];
        runtimes[index] = runtime with
        {
            Experiments = [.. runtime.Experiments.Where(e => e.Id != comparison.Id), result with { AcrossRuntimes = true }],
        };
        return document with { Runtimes = runtimes };
    }

    /// <summary>The comparison as the document holds it, under whichever runtime; null when it holds none.</summary>
    public static ExperimentResult? Recorded(ResultsDocument document, IRuntimeComparison comparison) =>
        document.Runtimes.SelectMany(r => r.Experiments).FirstOrDefault(e => e.Id == comparison.Id);

    private static int IndexOf(ResultsDocument document, IRuntimeComparison comparison) =>
        document.Runtimes.ToList().FindIndex(r => r.Name == comparison.KeptUnder.Name);
}
