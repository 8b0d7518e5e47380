using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// One line chart per series group and unit (throughput over time, threads over time for one load test). Series of
/// one group with different y units get separate charts: sharing an axis would flatten one of them.
/// </summary>
internal static class SeriesCharts
{
    public static IEnumerable<IChart> For(IReadOnlyList<Series> series)
    {
        var groups = series
            .Where(s => s.Points.Count > 0)
            .GroupBy(s => (Group: s.Group ?? s.Name, s.YLabel))
            .ToList();
        foreach (var group in groups)
        {
            var members = group.ToList();
            var lines = members
                .Select((s, i) => new ChartLine(s.Name, s.Points.Where(p => double.IsFinite(p.X) && double.IsFinite(p.Y)).ToList(), i, 0))
                .ToList();
            var first = members[0];
            var title = members.Count == 1 && first.Group is null
                ? $"{first.Name}: {first.YLabel} against {first.XLabel}"
                : $"{group.Key.Group}: {first.YLabel} against {first.XLabel}";

            // Time runs evenly, and counts of threads or requests are read from zero: both axes stay linear.
            // A series names its axes in words ("seconds", "threads"), not by a declared metric: plain numbers.
            yield return new LineChart(title, first.XLabel, MetricUnit.Number, first.YLabel, MetricUnit.Number, lines)
            {
                AllowLogX = false,
                AllowLogY = false,
            };
        }
    }
}
