using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// The one verdict rule every claim is judged by. With the estimate's interval [low, high], the band H in which the claim
/// holds and the side S that counts as the claimed effect (H ⊆ S):
/// holds when [low, high] ⊆ H; differs when [low, high] ⊆ S and misses H; refuted when it misses S;
/// inconclusive otherwise, i.e. when it crosses an edge of H or of S. A claim that an effect exists may name a
/// "no effect" zone N (e.g. 0.98–1.02× for a ratio): an interval wholly inside N, and not inside H, refutes it, as the
/// field's equivalence tests do, rather than leaving it undecided for ever because the true value sits on S's edge.
/// </summary>
public static class Verdicts
{
    public static Verdict Read(Estimate estimate, Band holds, Band side, Band? noEffect = null)
    {
        if (!estimate.IsKnown)
        {
            return Verdict.NotMeasured;
        }

        var (low, high) = (estimate.Low, estimate.High);
        if (holds.ContainsAll(low, high))
        {
            return Verdict.Holds;
        }

        if (!side.Overlaps(low, high) || (noEffect is { } none && none.ContainsAll(low, high)))
        {
            return Verdict.Refuted;
        }

        return side.ContainsAll(low, high) && !holds.Overlaps(low, high) ? Verdict.Differs : Verdict.Inconclusive;
    }

    /// <summary>The edge of H or S that an inconclusive interval straddles, nearest to its point; NaN when none.</summary>
    public static double CrossedEdge(Estimate estimate, Band holds, Band side) =>
        new[] { holds.Low, holds.High, side.Low, side.High }
            .Where(edge => !double.IsInfinity(edge) && edge > estimate.Low && edge < estimate.High)
            .DefaultIfEmpty(double.NaN)
            .OrderBy(edge => Math.Abs(edge - estimate.Point))
            .First();

    /// <summary>
    /// Several checks that must all pass: any not measured makes the whole not measured; otherwise the weakest verdict wins
    /// (refuted, then inconclusive, then differs, then holds).
    /// </summary>
    public static Verdict Combine(IEnumerable<Verdict> verdicts)
    {
        var all = verdicts.ToList();
        if (all.Count == 0 || all.Contains(Verdict.NotMeasured))
        {
            return Verdict.NotMeasured;
        }

        foreach (var weakest in new[] { Verdict.Refuted, Verdict.Inconclusive, Verdict.Differs })
        {
            if (all.Contains(weakest))
            {
                return weakest;
            }
        }

        return Verdict.Holds;
    }

    /// <summary>
    /// The sentence a check prints, built from its figures: the estimate, where it lies against the band, and for an
    /// undecided one the edge it straddles and the precision that would decide it.
    /// </summary>
    public static string Describe(Verdict verdict, string quantity, Estimate estimate, Band holds, Band side, ClaimUnit unit, Band? noEffect = null)
    {
        var figure = $"{quantity} = {estimate.Format(unit)}";
        if (!estimate.IsExact && estimate.IsKnown)
        {
            figure += $" ({Percent(PairwiseInterval.DefaultConfidence)} interval)";
        }

        return verdict switch
        {
            Verdict.Holds => $"{figure}, inside {holds.Format(unit)}",
            Verdict.Differs => $"{figure}: the claimed direction ({side.Format(unit)}) but outside {holds.Format(unit)}",
            Verdict.Refuted when noEffect is { } none && none.ContainsAll(estimate.Low, estimate.High) => $"{figure}: within {none.Format(unit)}, no effect",
            Verdict.Refuted => $"{figure}: outside the claimed side {side.Format(unit)}",
            Verdict.Inconclusive => Undecided(figure, estimate, holds, side, unit),
            _ => $"{quantity}: not measured",
        };
    }

    private static string Undecided(string figure, Estimate estimate, Band holds, Band side, ClaimUnit unit)
    {
        var edge = CrossedEdge(estimate, holds, side);
        if (double.IsInfinity(estimate.Low) || double.IsInfinity(estimate.High))
        {
            return $"{figure}: too few samples for a {Percent(PairwiseInterval.DefaultConfidence)} interval; more iterations would decide";
        }

        if (double.IsNaN(edge) || estimate.Point == 0)
        {
            return $"{figure}: the interval reaches past the band {holds.Format(unit)}";
        }

        var needed = Math.Abs(estimate.Point - edge) / Math.Abs(estimate.Point);
        return needed < 1e-9
            ? $"{figure}: the estimate sits on the edge {unit.Format(edge)}"
            : $"{figure} crosses {unit.Format(edge)}; an interval within ±{Percent(needed)} of the estimate would decide";
    }

    private static string Percent(double fraction) =>
        (fraction * 100).ToString("0.#", System.Globalization.CultureInfo.InvariantCulture) + "%";
}
