using AsyncLab.Stopping;

namespace AsyncLab.Comparison;

/// <summary>
/// The rows a regression gate reads, fixed before it reads any of them: every exact row (bytes, flags), and every row
/// judged by interval whose samples move little enough that a change of the threshold would be marked four times in five
/// at the gate's confidence (<see cref="MetricComparison.CanSeeThresholdAt"/>). The choice looks at how far each row's
/// samples move, never at how far B moved from A, so reading only these rows biases nothing. The gate's 1 % is shared
/// among the rows it reads by interval (Bonferroni): two runs of the same code fail it in at most 1 % of comparisons.
/// </summary>
public sealed class GateSelection
{
    private readonly HashSet<MetricComparison> rows;

    private GateSelection(HashSet<MetricComparison> rows, int byInterval)
    {
        this.rows = rows;
        ByInterval = byInterval;
    }

    /// <summary>The rows read by interval, among which the 1 % is shared.</summary>
    public int ByInterval { get; }

    /// <summary>Every row the gate reads, exact ones included.</summary>
    public int Count => rows.Count;

    /// <summary>1 − 1 % / <see cref="ByInterval"/>: the confidence each row read by interval is read at; 99 % for one or none.</summary>
    public double Confidence => ConfidenceFor(ByInterval);

    /// <summary>Whether the gate reads <paramref name="row"/>.</summary>
    public bool Reads(MetricComparison row) => rows.Contains(row);

    /// <summary>
    /// The gate over <paramref name="experiments"/>. Which rows can see the threshold depends on the confidence, which
    /// depends on how many rows are read: chosen at 99 %, then again at the confidence those rows share. The second choice
    /// is read at the confidence of its own count, no stricter than the one it was chosen at, so every row read can still
    /// see the threshold.
    /// </summary>
    public static GateSelection Of(IEnumerable<ExperimentComparison> experiments)
    {
        var candidates = experiments.SelectMany(e => e.Metrics).Where(m => m.IsJudgedExactly || m.IsJudgedByInterval).ToList();
        var first = Choose(candidates, 1 - LookSchedule.ClaimError);
        return Choose(candidates, ConfidenceFor(first.ByInterval));
    }

    private static GateSelection Choose(List<MetricComparison> candidates, double confidence)
    {
        // Rows are records that may read alike: the gate holds these rows themselves.
        var chosen = new HashSet<MetricComparison>(candidates.Where(m => m.CanSeeThresholdAt(confidence)),
            ReferenceEqualityComparer.Instance);
        return new GateSelection(chosen, chosen.Count(m => m.IsJudgedByInterval));
    }

    private static double ConfidenceFor(int rowsByInterval) => 1 - (LookSchedule.ClaimError / Math.Max(1, rowsByInterval));
}
