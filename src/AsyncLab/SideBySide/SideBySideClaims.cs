using AsyncLab.Catalog;
using AsyncLab.Claims.Checks;
using AsyncLab.Comparison;
using AsyncLab.Statistics;

namespace AsyncLab.SideBySide;

/// <summary>
/// A claim's ratio on each side and B/A of it: for each paired time-ratio claim whose two cases <c>ab</c> timed in turns,
/// each side's ratio in each launch (the median of its turns' ln(numerator / denominator), both cases in that process and
/// those turns), then one ln(B/A) per unit and the same moderated reading as the rows, its prior pooled over the
/// experiment's claims. A ratio cancels what the process and the machine did to both of its cases, so it holds still
/// between processes where a row's level does not: settings that cannot share a process are compared here. At 99 % a
/// claim, shown and never gated (a ratio has no better side).
/// </summary>
public static class SideBySideClaims
{
    public const double Confidence = 0.99;

    public static IReadOnlyList<SideBySideClaimRatio> Read(string experiment, SideBySidePlan plan,
        IReadOnlyList<SideBySideSamples> launches, double threshold)
    {
        ArgumentNullException.ThrowIfNull(plan);
        var timed = SideBySideReading.RowsOnBothSides(launches).ToHashSet(StringComparer.Ordinal);
        var ratios = (ExperimentCatalog.ClaimsOf(experiment) ?? [])
            .Select(c => (Claim: c, Check: c.Check as RatioCheck))
            .Where(c => c.Check is { Paired: true } check
                && check.Numerator.Parameters.Count == 0 && check.Denominator.Parameters.Count == 0
                && timed.Contains(check.Numerator.Variant) && timed.Contains(check.Denominator.Variant))
            .Select(c => (c.Claim.Id, c.Check!.Label ?? c.Claim.Id, Sides: SideLogRatios(c.Check.Numerator.Variant,
                c.Check.Denominator.Variant, launches)))
            .ToList();
        var units = ratios.Select(r => UnitLogRatios(r.Sides, plan)).ToList();
        var prior = ModeratedVariance.Fit(units.Where(u => u.Count >= 2)).WithFloor(0);
        return ratios.Select((r, i) => new SideBySideClaimRatio(r.Id, r.Item2,
            Math.Exp(r.Sides.Where(s => s.Side == SideBySidePlan.A).Select(s => s.LogRatio).DefaultIfEmpty(double.NaN).Average()),
            Math.Exp(r.Sides.Where(s => s.Side == SideBySidePlan.B).Select(s => s.LogRatio).DefaultIfEmpty(double.NaN).Average()),
            ModeratedTInterval.OfLogRatios(units[i], prior, Confidence), units[i].Count, threshold)).ToArray();
    }

    /// <summary>Each launch's ln(numerator / denominator) on each side it ran, the turns paired.</summary>
    private static List<(int Launch, string Side, double LogRatio)> SideLogRatios(string numerator, string denominator,
        IReadOnlyList<SideBySideSamples> launches) =>
        launches.SelectMany(l => l.Sides
            .Where(s => s.Value.ContainsKey(numerator) && s.Value.ContainsKey(denominator))
            .Select(s => (l.Launch, s.Key, ModeratedTInterval.PairedLogMedian(s.Value[numerator], s.Value[denominator]))))
            .Where(r => double.IsFinite(r.Item3))
            .ToList();

    /// <summary>One ln(B/A) per unit: B's launch ratio less A's, within a launch or a pair of launches.</summary>
    private static List<double> UnitLogRatios(List<(int Launch, string Side, double LogRatio)> sides, SideBySidePlan plan) =>
        sides.GroupBy(s => plan.UnitOf(s.Launch))
            .Select(u => (A: u.Where(s => s.Side == SideBySidePlan.A).ToList(), B: u.Where(s => s.Side == SideBySidePlan.B).ToList()))
            .Where(u => u.A.Count == 1 && u.B.Count == 1)
            .Select(u => u.B[0].LogRatio - u.A[0].LogRatio)
            .ToList();
}

/// <summary>A claim's ratio in A and in B (their geometric means over the launches), and B/A with its interval.</summary>
public sealed record SideBySideClaimRatio(string Claim, string Label, double RatioA, double RatioB, Estimate Change, int Units,
    double Threshold)
{
    public RatioMove Move =>
        !Change.IsKnown ? RatioMove.CannotTell
            : Change.Low > 1 || Change.High < 1 ? RatioMove.Moved
            : Change.Low >= 1 / (1 + Threshold) && Change.High <= 1 + Threshold ? RatioMove.Same
            : RatioMove.CannotTell;
}
