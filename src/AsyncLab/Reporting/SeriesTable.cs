using System.Globalization;
using System.Text;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// Series over time as a Markdown table: a row per series with its range and a sparkline, so a reader sees a
/// thread count climb or a throughput collapse without a chart (the full points are in results.json).
/// </summary>
internal static class SeriesTable
{
    private const string Bars = "▁▂▃▄▅▆▇█";
    private const int Width = 40;

    public static void Append(StringBuilder md, IReadOnlyList<Series> series)
    {
        md.AppendLine("| group | series | first | min | max | last | over time |");
        md.AppendLine("|---|---|---|---|---|---|---|");
        foreach (var s in series.Where(s => s.Points.Count > 0))
        {
            var ys = s.Points.Select(p => p.Y).ToArray();
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| {MarkdownReport.Cell(s.Group ?? "")} | {MarkdownReport.Cell($"{s.Name} ({s.YLabel} vs {s.XLabel})")} | " +
                $"{N(ys[0])} | {N(ys.Min())} | {N(ys.Max())} | {N(ys[^1])} | {Sparkline(ys)} |");
        }
    }

    /// <summary>At most <see cref="Width"/> bars, each the mean of its share of the points, scaled from 0 to the maximum.</summary>
    public static string Sparkline(IReadOnlyList<double> values)
    {
        var buckets = Math.Min(Width, values.Count);
        var max = values.Max();
        var text = new StringBuilder(buckets);
        for (var b = 0; b < buckets; b++)
        {
            var from = b * values.Count / buckets;
            var to = Math.Max(from + 1, (b + 1) * values.Count / buckets);
            var mean = values.Skip(from).Take(to - from).Average();
            text.Append(max <= 0 ? Bars[0] : Bars[(int)Math.Round(mean / max * (Bars.Length - 1))]);
        }

        return text.ToString();
    }

    private static string N(double value) => value.ToString(Math.Abs(value) >= 100 ? "0" : "0.#", CultureInfo.InvariantCulture);
}
