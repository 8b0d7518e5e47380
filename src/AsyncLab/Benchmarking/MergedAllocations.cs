namespace AsyncLab.Benchmarking;

/// <summary>
/// Bytes allocated per operation across rounds. Each round's figure is unrounded (<see cref="BytesPerOperation"/>), so a
/// method that allocates one object every so many calls keeps its fraction of a byte. The figure is the median of the
/// rounds: stray allocations of the runtime's own that land in a round's measured iteration (thread pool, timers) move
/// that round only, and the median leaves them out where a mean or the last round would keep them. When the rounds
/// disagree the range is reported alongside rather than hidden.
/// </summary>
public sealed record MergedAllocations(double? BytesPerOp, (double Min, double Max)? Range)
{
    /// <param name="rounds">Per round, the diagnoser's bytes per operation (null when it could not tell).</param>
    public static MergedAllocations Of(IReadOnlyList<double?> rounds)
    {
        var known = rounds.Where(bytes => bytes.HasValue).Select(bytes => bytes!.Value).Order().ToList();
        if (known.Count == 0)
        {
            return new MergedAllocations(null, null);
        }

        var disagree = known[0] != known[^1];
        return new MergedAllocations(Statistics.Medians.OfSorted(known), disagree ? (known[0], known[^1]) : null);
    }
}
