using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// A closed range of values: the band in which a claim holds, or the side of a boundary that counts as "the same
/// effect". Infinite ends make one-sided ranges. A band may carry a <see cref="Tolerance"/>: how far past its ends a
/// figure still counts as inside, printed with the band so no reader takes "0 B" for a stricter test than it is.
/// </summary>
public readonly record struct Band(double Low, double High)
{
    /// <summary>
    /// How far outside [<see cref="Low"/>, <see cref="High"/>] a figure still lies in the band (0: none). For figures that
    /// can sit exactly on an end but are read with a little noise, e.g. bytes per operation (<see cref="BytesTolerance"/>).
    /// </summary>
    public double Tolerance { get; init; }

    /// <summary>The lowest value the band takes in: <see cref="Low"/> less the tolerance.</summary>
    public double LowestInside => Low - Tolerance;

    /// <summary>The highest value the band takes in: <see cref="High"/> plus the tolerance.</summary>
    public double HighestInside => High + Tolerance;

    public static Band Everything => new(double.NegativeInfinity, double.PositiveInfinity);

    public static Band AtLeast(double low) => new(low, double.PositiveInfinity);

    public static Band AtMost(double high) => new(double.NegativeInfinity, high);

    public static Band Exactly(double value) => new(value, value);

    /// <summary>A seed claim's band as the lexicon of the articles' hedges gives it (docs/published/hedges.json).</summary>
    public static Band Hedged(string claim, string? part = null)
    {
        var (low, high) = Published.HedgeLexicon.RangeFor(claim, part);
        return new(low, high) { Margin = Published.HedgeLexicon.MarginFor(claim, part) };
    }

    /// <summary>
    /// How near one of its edges (as a share of the edge) a figure fits the band's words as well as not (0: no margin): an
    /// interval that crosses an edge and lies wholly within this of it is borderline (<see cref="Verdicts"/>).
    /// </summary>
    public double Margin { get; init; }

    /// <summary>The same band with a margin around its edges.</summary>
    public Band WithMargin(double margin) => this with { Margin = margin };

    /// <summary>True when every value of [low, high] lies within <see cref="Margin"/> of <paramref name="edge"/>.</summary>
    public bool WithinMargin(double edge, double low, double high) =>
        Margin > 0 && double.IsFinite(edge) && edge != 0
        && low >= edge - Margin * Math.Abs(edge) && high <= edge + Margin * Math.Abs(edge);

    /// <summary>
    /// Ratios within 2 % of 1: no effect worth the name on a shared machine, whose speed moves that much between runs.
    /// A claim that one variant is faster or slower is refuted by an interval wholly inside it.
    /// </summary>
    public static Band NoEffectRatio => new(0.98, 1.02);

    /// <summary>The same band, taking in figures up to <paramref name="tolerance"/> past its ends.</summary>
    public Band WithTolerance(double tolerance) => this with { Tolerance = tolerance };

    public bool Contains(double value) => value >= LowestInside && value <= HighestInside;

    /// <summary>True when every value of [low, high] lies in the band.</summary>
    public bool ContainsAll(double low, double high) => low >= LowestInside && high <= HighestInside;

    /// <summary>True when [low, high] and the band share at least one value.</summary>
    public bool Overlaps(double low, double high) => high >= LowestInside && low <= HighestInside;

    /// <summary>The band as printed, e.g. "0 B (tolerance 0.05 B)" when it has a tolerance.</summary>
    public string Format(MetricUnit unit) =>
        Tolerance > 0 ? $"{FormatEnds(unit)} (tolerance {unit.Format(Tolerance)})" : FormatEnds(unit);

    private string FormatEnds(MetricUnit unit)
    {
        if (Low == High)
        {
            return unit.Format(Low);
        }

        if (double.IsNegativeInfinity(Low))
        {
            return double.IsPositiveInfinity(High) ? "any value" : "≤ " + unit.Format(High);
        }

        return double.IsPositiveInfinity(High) ? "≥ " + unit.Format(Low) : $"{unit.Format(Low)}–{unit.Format(High)}";
    }
}
