using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

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

        if (side.ContainsAll(low, high) && !holds.Overlaps(low, high))
        {
            return Verdict.Differs;
        }

        return Edges(holds, side, noEffect).Any(edge => edge > low && edge < high && holds.WithinMargin(edge, low, high))
            ? Verdict.Borderline
            : Verdict.Inconclusive;
    }

    /// <summary>True for the verdicts of an interval that crosses an edge: inconclusive, borderline and splits.</summary>
    public static bool IsUndecided(Verdict verdict) => verdict is Verdict.Inconclusive or Verdict.Borderline or Verdict.Splits;

    private static IEnumerable<double> Edges(Band holds, Band side, Band? noEffect) =>
        new[] { holds.Low, holds.High, side.Low, side.High }
            .Concat(noEffect is { } none ? [none.Low, none.High] : [])
            .Where(double.IsFinite);

    /// <summary>
    /// What an interval could still settle on as more samples narrow it: holds if it reaches into H, refuted if it reaches
    /// past S (or into the no-effect zone), differs if it reaches into S outside H.
    /// </summary>
    public static VerdictRange Possible(Estimate estimate, Band holds, Band side, Band? noEffect = null) =>
        Possible(Read(estimate, holds, side, noEffect), estimate, holds, side, noEffect);

    /// <summary>As above, for an interval already read as <paramref name="verdict"/>.</summary>
    public static VerdictRange Possible(Verdict verdict, Estimate estimate, Band holds, Band side, Band? noEffect = null)
    {
        if (!IsUndecided(verdict))
        {
            return verdict == Verdict.NotMeasured ? VerdictRange.Open : new VerdictRange(verdict, verdict);
        }

        var (low, high) = (estimate.Low, estimate.High);
        var canHold = holds.Overlaps(low, high);
        var canRefute = !side.ContainsAll(low, high) || (noEffect is { } none && none.Overlaps(low, high));
        var canDiffer = side.Overlaps(low, high) && !holds.ContainsAll(Math.Max(low, side.Low), Math.Min(high, side.High));
        var possible = new[] { (canHold, Verdict.Holds), (canDiffer, Verdict.Differs), (canRefute, Verdict.Refuted) }
            .Where(p => p.Item1).Select(p => p.Item2).ToList();
        return possible.Count == 0 ? VerdictRange.Open : new VerdictRange(possible[0], possible[^1]);
    }

    /// <summary>The edge of H or S that an inconclusive interval straddles, nearest to its point; NaN when none.</summary>
    public static double CrossedEdge(Estimate estimate, Band holds, Band side) =>
        new[] { holds.Low, holds.High, side.Low, side.High }
            .Where(edge => !double.IsInfinity(edge) && edge > estimate.Low && edge < estimate.High)
            .DefaultIfEmpty(double.NaN)
            .OrderBy(edge => Math.Abs(edge - estimate.Point))
            .First();

    /// <summary>
    /// How many times narrower an undecided interval must get, on the side that crosses the nearest edge, for the verdict
    /// to be decided with the estimate where it is: the interval's reach past the estimate over the estimate's distance to
    /// that edge. NaN when that is unknown (an unbounded interval, or none crossed); infinite when the estimate is on the edge.
    /// </summary>
    public static double ShrinkToDecide(Estimate estimate, Band holds, Band side)
    {
        var edge = CrossedEdge(estimate, holds, side);
        if (double.IsNaN(edge) || double.IsInfinity(estimate.Low) || double.IsInfinity(estimate.High))
        {
            return double.NaN;
        }

        var reach = edge < estimate.Point ? estimate.Point - estimate.Low : estimate.High - estimate.Point;
        var distance = Math.Abs(estimate.Point - edge);
        return distance == 0 ? double.PositiveInfinity : reach / distance;
    }

    /// <summary>
    /// Several checks that must all pass: any not measured makes the whole not measured; otherwise the weakest verdict wins
    /// (refuted, then inconclusive, then differs, then holds). An inconclusive part could be anything here.
    /// </summary>
    public static Verdict Combine(IEnumerable<Verdict> verdicts) =>
        Combine(verdicts.Select(v => (v, IsUndecided(v) || v == Verdict.NotMeasured ? VerdictRange.Open : new VerdictRange(v, v))))
            .Verdict;

    /// <summary>
    /// Several checks that must all pass, each with the verdicts it could still become. The whole takes the weakest of
    /// its parts (holds, then differs, then refuted), so it is decided when the weakest is the same however the open parts
    /// settle: e.g. one part differs and the others could only hold or differ gives differs, not inconclusive.
    /// </summary>
    public static (Verdict Verdict, VerdictRange Possible) Combine(IEnumerable<(Verdict Verdict, VerdictRange Possible)> parts)
    {
        var all = parts.ToList();
        if (all.Count == 0 || all.Any(p => p.Verdict == Verdict.NotMeasured))
        {
            return (Verdict.NotMeasured, VerdictRange.Open);
        }

        // The weakest verdict of the parts, if each settled on its best, and if each settled on its worst.
        var best = all.Select(p => p.Possible.Best).MaxBy(VerdictRange.Rank);
        var worst = all.Select(p => p.Possible.Worst).MaxBy(VerdictRange.Rank);
        var range = new VerdictRange(best, worst);
        if (best == worst)
        {
            return (best, range);
        }

        // Undecided: too short to decide if any undecided part could still be narrowed; else the parts' own word.
        var undecided = all.Select(p => p.Verdict).Where(IsUndecided).ToList();
        var word = undecided.Contains(Verdict.Inconclusive) || undecided.Count == 0 ? Verdict.Inconclusive
            : undecided.Contains(Verdict.Splits) ? Verdict.Splits
            : Verdict.Borderline;
        return (word, range);
    }

    /// <summary>
    /// The sentence a check prints, built from its figures: the estimate (its interval at
    /// <paramref name="confidence"/>), where it lies against the band, and for an undecided one the edge it straddles
    /// and the precision that would decide it. <paramref name="range"/> names the estimate's range when it is not a
    /// sampled interval (e.g. an allowance).
    /// </summary>
    public static string Describe(
        Verdict verdict,
        string quantity,
        Estimate estimate,
        double confidence,
        Band holds,
        Band side,
        MetricUnit unit,
        Band? noEffect = null,
        string? range = null)
    {
        var precise = IsUndecided(verdict) && RoundsOntoEdge(estimate, CrossedEdge(estimate, holds, side), unit);
        var figure = precise
            ? $"{quantity} = {unit.FormatPrecise(estimate.Point)} [{unit.FormatPrecise(estimate.Low)}, {unit.FormatPrecise(estimate.High)}]"
            : $"{quantity} = {estimate.Format(unit)}";
        if (!estimate.IsExact && estimate.IsKnown)
        {
            figure += $" ({range ?? ConfidenceText(confidence) + " interval"})";
        }

        return verdict switch
        {
            Verdict.Holds => $"{figure}, inside {holds.Format(unit)}",
            Verdict.Differs => $"{figure}: the claimed direction ({side.Format(unit)}) but outside {holds.Format(unit)}",
            Verdict.Refuted when noEffect is { } none && none.ContainsAll(estimate.Low, estimate.High) =>
                $"{figure}: within {none.Format(unit)}, no effect",
            Verdict.Refuted => $"{figure}: outside the claimed side {side.Format(unit)}",
            Verdict.Borderline => Borderline(figure, estimate, holds, side, unit, noEffect),
            Verdict.Inconclusive => Undecided(figure, estimate, confidence, holds, side, unit),
            _ => $"{quantity}: not measured",
        };
    }

    private static string Borderline(string figure, Estimate estimate, Band holds, Band side, MetricUnit unit, Band? noEffect)
    {
        var edge = Edges(holds, side, noEffect)
            .Where(e => e > estimate.Low && e < estimate.High && holds.WithinMargin(e, estimate.Low, estimate.High))
            .OrderBy(e => Math.Abs(e - estimate.Point))
            .First();
        return $"{figure}: within {Percent(holds.Margin)} of the edge {EdgeText(edge, estimate, unit)}, where the article's " +
            "words fit the figure as well as not; more samples would only narrow it around the edge";
    }

    private static string Undecided(string figure, Estimate estimate, double confidence, Band holds, Band side, MetricUnit unit)
    {
        var edge = CrossedEdge(estimate, holds, side);
        if (double.IsInfinity(estimate.Low) || double.IsInfinity(estimate.High))
        {
            return $"{figure}: too few samples for a {ConfidenceText(confidence)} interval; more rounds would decide";
        }

        if (double.IsNaN(edge) || estimate.Point == 0)
        {
            return $"{figure}: the interval reaches past the band {holds.Format(unit)}";
        }

        var needed = Math.Abs(estimate.Point - edge) / Math.Abs(estimate.Point);
        return needed < 1e-9
            ? $"{figure}: the estimate sits on the edge {unit.Format(edge)}"
            : $"{figure} crosses {EdgeText(edge, estimate, unit)}";
    }

    /// <summary>
    /// An edge as printed beside an interval that crosses it: with one more digit where the interval's ends round to the
    /// edge's own figure, so the crossing shows ("0.99× [0.972×, 0.998×] crosses 0.990×", not "[0.97×, 1.00×] crosses 0.99×").
    /// </summary>
    private static string EdgeText(double edge, Estimate estimate, MetricUnit unit) =>
        RoundsOntoEdge(estimate, edge, unit) ? unit.FormatPrecise(edge) : unit.Format(edge);

    private static bool RoundsOntoEdge(Estimate estimate, double edge, MetricUnit unit) =>
        !double.IsNaN(edge) && new[] { estimate.Low, estimate.Point, estimate.High }.Any(x => unit.Format(x) == unit.Format(edge));

    /// <summary>A confidence as printed: to two decimals of a percent, so a claim's share of its 1 % (99.75 %) shows.</summary>
    public static string ConfidenceText(double confidence) =>
        (confidence * 100).ToString("0.##", System.Globalization.CultureInfo.InvariantCulture) + "%";

    private static string Percent(double fraction) =>
        (fraction * 100).ToString("0.#", System.Globalization.CultureInfo.InvariantCulture) + "%";
}
