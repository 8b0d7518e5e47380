using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// A closed range of values: the band in which a claim holds, or the side of a boundary that counts as "the same
/// effect". Infinite ends make one-sided ranges.
/// </summary>
public readonly record struct Band(double Low, double High)
{
    public static Band Everything => new(double.NegativeInfinity, double.PositiveInfinity);

    public static Band AtLeast(double low) => new(low, double.PositiveInfinity);

    public static Band AtMost(double high) => new(double.NegativeInfinity, high);

    public static Band Exactly(double value) => new(value, value);

    /// <summary>A seed claim's band as the lexicon of the articles' hedges gives it (docs/published/hedges.json).</summary>
    public static Band Hedged(string claim, string? part = null)
    {
        var (low, high) = Published.HedgeLexicon.RangeFor(claim, part);
        return new(low, high);
    }

    /// <summary>
    /// Ratios within 2 % of 1: no effect worth the name on a shared machine, whose speed moves that much between runs.
    /// A claim that one variant is faster or slower is refuted by an interval wholly inside it.
    /// </summary>
    public static Band NoEffectRatio => new(0.98, 1.02);

    public bool Contains(double value) => value >= Low && value <= High;

    /// <summary>True when every value of [low, high] lies in the band.</summary>
    public bool ContainsAll(double low, double high) => low >= Low && high <= High;

    /// <summary>True when [low, high] and the band share at least one value.</summary>
    public bool Overlaps(double low, double high) => high >= Low && low <= High;

    public string Format(MetricUnit unit)
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
