using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// The picture of an experiment's verdicts: each ratio claim's interval against its band (a forest plot), so a reader sees
/// at once how far from an edge each verdict is. Claims on bytes, counts or yes/no outcomes are exact and stay in the table.
/// </summary>
public static class ClaimCharts
{
    public static IEnumerable<IChart> Forest(ExperimentResult experiment)
    {
        var rows = experiment.Claims
            .Where(c => c.Interval is { } i
                && ClaimIntervalUnits.Parse(i.Unit) == MetricUnit.Ratio
                && double.IsFinite(i.Low)
                && double.IsFinite(i.High))
            .Select(c => new ForestRow(ShortId(experiment.Id, c.Id), c.Interval!.Low, c.Interval.Point, c.Interval.High,
                c.Interval.BandLow, c.Interval.BandHigh, c.Verdict.Name()))
            .ToList();
        if (rows.Count == 0)
        {
            yield break;
        }

        yield return new ForestChart("Claims: each interval against the band in which the claim holds", "ratio (×)", rows)
        {
            Reference = new ForestReference(1, "no difference"),
        };
    }

    private static string ShortId(string experiment, string claim) =>
        claim.StartsWith(experiment + ".", StringComparison.Ordinal) ? claim[(experiment.Length + 1)..] : claim;
}
