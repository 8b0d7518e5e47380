using System.Globalization;
using AsyncLab.Claims;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>A claim's ratio on each qualifying row, printed as a range with the rows that fell outside the band.</summary>
public sealed record RowRatios(IReadOnlyList<(FanOutCase Row, double Value)> Values)
{
    public static RowRatios Of(IEnumerable<FanOutCase> rows, Func<FanOutCase, double> ratio) =>
        new(rows.Select(r => (r, ratio(r))).Where(v => !double.IsNaN(v.Item2)).ToList());

    public bool IsEmpty => Values.Count == 0;

    public bool All(Func<double, bool> test) => Values.All(v => test(v.Value));

    public bool Any(Func<double, bool> test) => Values.Any(v => test(v.Value));

    public string Range()
    {
        if (IsEmpty)
        {
            return "no rows";
        }

        var low = Values.Min(v => v.Value);
        var high = Values.Max(v => v.Value);
        var rows = Values.Count == 1 ? "1 row" : $"{Values.Count} rows";
        return low == high ? $"{Figures.Times(low)} ({rows})" : $"{Figures.Times(low)}–{Figures.Times(high)} ({rows})";
    }

    /// <summary>"100 items × 1 ms: 0.61×" for each row failing the test, for the claim's why.</summary>
    public string Where(Func<double, bool> test) => string.Join("; ", Values.Where(v => test(v.Value)).Select(v =>
        string.Create(CultureInfo.InvariantCulture, $"{v.Row.Items} items × {v.Row.Suite.DescribeAmount(v.Row.Amount)}: {Figures.Times(v.Value)}")));
}
