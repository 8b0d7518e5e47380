using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Comparison;

/// <summary>
/// One claim's ratio in both runs, B over A. A claim's ratio is read from calls timed milliseconds apart in the same turns
/// (or tests run beside each other), so what moves a whole process or a stretch of the machine moves both of its sides and
/// cancels: it holds still between runs where a row's own level does not. B/A is read from the two runs' intervals
/// (<see cref="ClaimInterval.LogReading"/>) on the ln scale, at 99 %: <see cref="RatioMove.Moved"/> when it leaves out 1,
/// <see cref="RatioMove.Same"/> when it lies within the threshold either way, else <see cref="RatioMove.CannotTell"/>.
/// A ratio has no better direction (a relative cost may rise or fall with either side), so it is shown, never gated.
/// </summary>
public sealed record ClaimRatioComparison(string Claim, ClaimInterval A, ClaimInterval B, Estimate Interval, double Threshold)
{
    private const double Confidence = 0.99;

    public RatioMove Move =>
        Interval.Low > 1 || Interval.High < 1 ? RatioMove.Moved
            : Interval.Low >= 1 / (1 + Threshold) && Interval.High <= 1 + Threshold ? RatioMove.Same
            : RatioMove.CannotTell;

    /// <summary>"1.03× [1.01, 1.06]" in run A or B: the claim's ratio as that run read it.</summary>
    public static string Reading(ClaimInterval interval) => Reading(new Estimate(interval.Low, interval.Point, interval.High));

    private static string Reading(Estimate interval) =>
        $"{ComparisonText.RatioNumber(interval.Point)}× [{ComparisonText.RatioNumber(interval.Low)}, " +
        $"{ComparisonText.RatioNumber(interval.High)}]";

    /// <summary>"1.08× [1.04, 1.12] moved", "1.00× same (within ±10 %)", "0.97× [0.85, 1.11] can't tell".</summary>
    public string Judged => Move switch
    {
        RatioMove.Same => $"{ComparisonText.RatioNumber(Interval.Point)}× same (within ±{ComparisonText.Percent(Threshold)})",
        RatioMove.Moved => $"{Reading(Interval)} moved",
        _ => $"{Reading(Interval)} can't tell",
    };

    /// <summary>
    /// "Claims' ratios, B/A: 2 of 45 moved at 99 %, 30 the same within ±10 %, 13 could not tell.", or null when no claim
    /// was read as a ratio with an interval in both runs.
    /// </summary>
    public static string? Line(RunComparison comparison)
    {
        var all = comparison.Experiments.SelectMany(e => e.ClaimRatios).ToList();
        return all.Count == 0 ? null
            : $"Claims' ratios, B/A (each read in its own run from calls timed side by side, so a process's or the machine's " +
                $"speed cancels; shown, never gated): {all.Count(c => c.Move == RatioMove.Moved)} of {all.Count} moved at 99 %, " +
                $"{all.Count(c => c.Move == RatioMove.Same)} the same within ±{ComparisonText.Percent(comparison.Threshold)}, " +
                $"{all.Count(c => c.Move == RatioMove.CannotTell)} could not tell.";
    }

    /// <summary>The claims both runs read as a ratio with an interval, matched by id, in A's order.</summary>
    public static IReadOnlyList<ClaimRatioComparison> Of(IReadOnlyList<ClaimResult> a, IReadOnlyList<ClaimResult> b, double threshold)
    {
        var inB = b.Select(c => (c.Id, c.Interval, Reading: c.Interval?.LogReading())).Where(c => c.Reading is not null)
            .ToDictionary(c => c.Id, c => (Interval: c.Interval!, Reading: c.Reading!.Value), StringComparer.Ordinal);
        var z = new Perfolizer.Mathematics.Distributions.ContinuousDistributions.NormalDistribution(0, 1)
            .Quantile(1 - ((1 - Confidence) / 2));
        var compared = new List<ClaimRatioComparison>();
        foreach (var claim in a)
        {
            if (claim.Interval?.LogReading() is not { } readingA || !inB.TryGetValue(claim.Id, out var other))
            {
                continue;
            }

            var readingB = other.Reading;

            var log = readingB.Log - readingA.Log;
            var reach = z * Math.Sqrt((readingA.Se * readingA.Se) + (readingB.Se * readingB.Se));
            var interval = new Estimate(Math.Exp(log - reach), Math.Exp(log), Math.Exp(log + reach));
            compared.Add(new ClaimRatioComparison(claim.Id, claim.Interval, other.Interval, interval, threshold));
        }

        return compared;
    }
}

/// <summary>How a claim's ratio moved between two runs.</summary>
public enum RatioMove
{
    /// <summary>Within the threshold either way, at 99 %.</summary>
    Same,

    /// <summary>B/A leaves out 1 at 99 %.</summary>
    Moved,

    /// <summary>Neither: the two runs' intervals are too wide to tell.</summary>
    CannotTell,
}
