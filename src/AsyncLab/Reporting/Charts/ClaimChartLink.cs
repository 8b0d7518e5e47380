using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// The chart that shows a claim best, for the headlines to point to: among its experiment's charts (the forest of intervals
/// aside), one that draws the variant the claim was read from, the one whose title names most of that reading's settings
/// ("200 users (default pool)"), lines over categories. Null where no chart draws it.
/// </summary>
public static class ClaimChartLink
{
    public static ChartFile? For(ExperimentResult experiment, ClaimResult claim)
    {
        var cells = claim.Cells ?? [];
        var readings = cells.Select(Reading).ToList();
        return ExperimentCharts.For(experiment)
            .Where(f => f.Chart is not ForestChart)
            .Select(f => (File: f, Score: readings.Select(r => Score(f.Chart, r, claim)).DefaultIfEmpty(0).Max()))
            .Where(s => s.Score > 0)
            .OrderByDescending(s => s.Score)
            .Select(s => s.File)
            .FirstOrDefault();
    }

    /// <summary>A cell "sync-over-async (test 200 users, pool default pool, users 200)" as its variant and its settings.</summary>
    private static (string Variant, IReadOnlyList<string> Settings) Reading(string cell)
    {
        var open = cell.IndexOf(" (", StringComparison.Ordinal);
        if (open < 0 || !cell.EndsWith(')'))
        {
            return (cell, []);
        }

        var settings = cell[(open + 2)..^1].Split(", ")
            .Select(s => s.Split(' ', 2) is [_, var value] ? value : s)
            .ToList();
        return (cell[..open], settings);
    }

    private static int Score(IChart chart, (string Variant, IReadOnlyList<string> Settings) reading, ClaimResult claim)
    {
        bool Names(string label) => label == reading.Variant || label.StartsWith(reading.Variant + " · ", StringComparison.Ordinal);
        var draws = chart switch
        {
            LineChart line => line.Lines.Any(l => Names(l.Name)),
            BarChart bars => bars.Categories.Any(Names),
            _ => false,
        };
        if (!draws)
        {
            return 0;
        }

        // A chart in the claim's own unit (bytes for a claim on bytes), or of the quantity its why names ("worker threads").
        var unit = claim.Interval is { } i ? ClaimIntervalUnits.Parse(i.Unit) : null;
        var sameUnit = chart is BarChart b && b.Unit == unit;
        var quantity = Quantity(chart.Title) is { Length: > 0 } q && claim.Why.Contains(q, StringComparison.Ordinal);
        return 1 + (chart is LineChart ? 1 : 0) + (sameUnit ? 2 : 0) + (quantity ? 2 : 0)
            + 2 * reading.Settings.Count(s => chart.Title.Contains(s, StringComparison.Ordinal));
    }

    /// <summary>What a series chart draws, from its title: "worker threads" of "200 users (default pool): worker threads against
    /// seconds"; empty for other titles.</summary>
    private static string Quantity(string title)
    {
        var colon = title.IndexOf(": ", StringComparison.Ordinal);
        var against = title.IndexOf(" against ", StringComparison.Ordinal);
        return colon >= 0 && against > colon ? title[(colon + 2)..against] : string.Empty;
    }
}
