namespace AsyncLab.Benchmarking;

/// <summary>
/// Bytes allocated per operation across rounds. The figure is deterministic, so rounds normally agree; when they do not
/// (a one-off allocation in one round, a tiering change), the value most rounds agree on is kept (on a tie, the later,
/// warmer one), and the range is reported alongside rather than averaged away.
/// </summary>
public sealed record MergedAllocations(double? BytesPerOp, (double Min, double Max)? Range)
{
    /// <param name="rounds">Per round, the diagnoser's bytes per operation (null when it could not tell).</param>
    public static MergedAllocations Of(IReadOnlyList<double?> rounds)
    {
        var known = rounds.Where(bytes => bytes.HasValue).Select(bytes => bytes!.Value).ToArray();
        if (known.Length == 0)
        {
            return new MergedAllocations(null, null);
        }

        var disagree = known.Min() != known.Max();
        var summary = known
            .Select((bytes, round) => (Bytes: bytes, Round: round))
            .GroupBy(r => r.Bytes)
            .OrderByDescending(g => g.Count())
            .ThenByDescending(g => g.Max(r => r.Round))
            .First().Key;
        return new MergedAllocations(summary, disagree ? (known.Min(), known.Max()) : null);
    }
}
