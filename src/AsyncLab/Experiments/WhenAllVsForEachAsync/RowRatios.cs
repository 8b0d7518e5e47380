using System.Globalization;
using AsyncLab.Claims;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>A claim's ratio on each qualifying row, printed as a range with the rows that fell outside the band.</summary>
public sealed record RowRatios(IReadOnlyList<(FanOutCase Row, Ratio Ratio)> Values)
{
    public static RowRatios Of(IEnumerable<FanOutCase> rows, Func<FanOutCase, Ratio> ratio) =>
        new(rows.Select(r => (r, ratio(r))).Where(v => !double.IsNaN(v.Item2.Value)).ToList());

    public bool IsEmpty => Values.Count == 0;

    public bool All(Func<Ratio, bool> test) => Values.All(v => test(v.Ratio));

    public int Count(Func<Ratio, bool> test) => Values.Count(v => test(v.Ratio));

    /// <summary>
    /// In the band, or not told apart from <paramref name="target"/> at this run's precision: one call per iteration
    /// on a busy machine leaves wide intervals, and a row the run cannot resolve is no evidence against the claim.
    /// </summary>
    public static bool Agrees(Ratio ratio, double low, double high, double target) =>
        (ratio.Value >= low && ratio.Value <= high) || ratio.IsIndistinguishableFrom(target);

    public string Range()
    {
        if (IsEmpty)
        {
            return "no rows";
        }

        var low = Values.Min(v => v.Ratio.Value);
        var high = Values.Max(v => v.Ratio.Value);
        var rows = Values.Count == 1 ? "1 row" : $"{Values.Count} rows";
        return low == high ? $"{Figures.Times(low)} ({rows})" : $"{Figures.Times(low)}–{Figures.Times(high)} ({rows})";
    }

    /// <summary>"100 items × 1 ms: 0.61× (±12 %)" for each row passing the test, for the claim's why.</summary>
    public string Where(Func<Ratio, bool> test) => string.Join("; ", Values.Where(v => test(v.Ratio)).Select(v =>
        string.Create(CultureInfo.InvariantCulture, $"{v.Row.Items} items × {v.Row.Suite.DescribeAmount(v.Row.Amount)}: {Figures.Times(v.Ratio.Value)} (±{Figures.Percent(v.Ratio.RelativeError)})")));
}
