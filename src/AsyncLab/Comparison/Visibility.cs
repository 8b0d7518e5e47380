namespace AsyncLab.Comparison;

/// <summary>
/// What a comparison could see in a set of rows: how many it judged (by interval or exactly), how many it marked, how
/// many of those judged by interval could have seen a <see cref="DetectableChange.Reference"/> change, and how many it
/// could not judge, by reason. Marked over judged is the comparison's false-alarm rate when A and B ran the same code.
/// <see cref="LaunchesToSeeReference"/> says what the rows over launches would need to see that change: the launches a side
/// at which half of them would (the median row's <see cref="MetricComparison.LaunchesToSeeReference"/>), null without such rows.
/// </summary>
public sealed record Visibility(
    int Rows,
    int ByInterval,
    int Exactly,
    int Marked,
    int CouldSeeReference,
    IReadOnlyDictionary<UnjudgedReason, int> Unjudged,
    int? LaunchesToSeeReference = null)
{
    public int Judged => ByInterval + Exactly;

    public int NotJudged => Rows - Judged;

    /// <summary>Marked rows as a share of judged ones; NaN when none was judged.</summary>
    public double MarkedShare => Judged == 0 ? double.NaN : (double)Marked / Judged;

    public static Visibility Of(IEnumerable<MetricComparison> metrics)
    {
        var rows = metrics.ToList();
        return new Visibility(
            rows.Count,
            rows.Count(m => m.IsJudgedByInterval),
            rows.Count(m => m.IsJudgedExactly),
            rows.Count(m => m.Change is Change.Better or Change.Worse),
            rows.Count(m => m.Detectable <= DetectableChange.Reference),
            rows.Where(m => m.Unjudged is not null)
                .GroupBy(m => m.Unjudged!.Value)
                .OrderBy(g => g.Key)
                .ToDictionary(g => g.Key, g => g.Count()),
            MedianRow(rows.Select(m => m.LaunchesToSeeReference).OfType<int>().Order().ToList()));
    }

    /// <summary>The upper median: with an even count, the count at which at least half of the rows would see the change.</summary>
    private static int? MedianRow(List<int> launches) => launches.Count == 0 ? null : launches[launches.Count / 2];
}
