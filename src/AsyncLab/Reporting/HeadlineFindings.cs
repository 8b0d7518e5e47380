using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// The three to five findings a report opens with, chosen from the verdicts alone: the articles' claims (not the lab's own)
/// that depart furthest from their band (differs, refuted, splits), then the costs that held by the widest margin past their
/// floor (an anti-pattern that the article says costs at least so much, and costs more here).
/// </summary>
public static class HeadlineFindings
{
    public const int Most = 5;
    private const int MostDepartures = 3;

    public static IReadOnlyList<ClaimFinding> Of(ResultsDocument document)
    {
        var findings = document.Experiments.SelectMany(e => e.Claims).Select(c => ClaimFinding.Of(c, document.Run.Runtime)).ToList();
        var departures = findings
            .Where(f => f.Claim.Verdict is Verdict.Differs or Verdict.Refuted or Verdict.Splits)
            .Where(f => f.Claim.KindOf() != ProvenanceKind.Lab)
            .Select(f => (Finding: f, Score: Departure(f.Claim.Interval)))

            // A claim recorded before intervals were kept still departs, after those whose distance is known.
            .Where(d => d.Score > 0 || d.Finding.Claim.Interval is null)
            .OrderByDescending(d => d.Score)
            .Take(MostDepartures)
            .Select(d => d.Finding)
            .ToList();
        var costs = findings
            .Where(f => f.Claim.Verdict == Verdict.Holds)
            .Select(f => (Finding: f, Score: Cost(f.Claim.Interval)))
            .Where(c => c.Score > 1)
            .OrderByDescending(c => c.Score)
            .Select(c => c.Finding)
            .Take(Most - departures.Count);
        return [.. departures, .. costs];
    }

    /// <summary>How far the interval lies from the band, as a factor (ratios) or a share of the band's edge (bytes and the
    /// rest): 0 inside it, or with no interval to read.</summary>
    internal static double Departure(ClaimInterval? interval)
    {
        if (interval is null || !double.IsFinite(interval.Point))
        {
            return 0;
        }

        var edge = interval.Point < interval.BandLow ? interval.BandLow
            : interval.Point > interval.BandHigh ? interval.BandHigh
            : double.NaN;
        if (!double.IsFinite(edge))
        {
            return 0;
        }

        return ClaimIntervalUnits.Parse(interval.Unit) == MetricUnit.Ratio && edge > 0 && interval.Point > 0
            ? Math.Abs(Math.Log(interval.Point / edge))
            : Math.Abs(interval.Point - edge) / Math.Max(Math.Abs(edge), 1);
    }

    /// <summary>For a ratio claim with a floor and no ceiling ("costs at least 2×"), how many times past its floor the run's
    /// low end lies; 0 for any other claim.</summary>
    internal static double Cost(ClaimInterval? interval) =>
        interval is not null && ClaimIntervalUnits.Parse(interval.Unit) is MetricUnit.Ratio or MetricUnit.Count
            && double.IsPositiveInfinity(interval.BandHigh) && interval.BandLow >= 1 && double.IsFinite(interval.Low)
            ? interval.Low / interval.BandLow
            : 0;
}
