using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// A claim's figures with the digits that show on which side of its band's edges they lie: 0.978× against ≤ 0.990×, where two
/// digits would print both as 0.98× and 0.99× and hide nothing, or as 0.99× and 0.99× and hide the crossing.
/// </summary>
public static class CrossingDigits
{
    /// <summary>A figure of the claim (its point or an end of its interval), precise where the usual digits would meet an edge.</summary>
    public static string Format(MetricUnit unit, double value, ClaimInterval interval) =>
        NeedsPrecision(interval) ? unit.FormatPrecise(value) : unit.Format(value);

    /// <summary>An edge of the band, with the same digits as the figures it is read against.</summary>
    public static string Edge(MetricUnit unit, double edge, ClaimInterval interval) => Format(unit, edge, interval);

    /// <summary>True when a point or an end of the interval would print as an edge it does not equal, or an edge would print
    /// on the wrong side of it.</summary>
    public static bool NeedsPrecision(ClaimInterval interval)
    {
        if (ClaimIntervalUnits.Parse(interval.Unit) is not { } unit)
        {
            return false;
        }

        double[] figures = [interval.Low, interval.Point, interval.High];
        double[] edges = [interval.BandLow, interval.BandHigh];
        return figures.Where(double.IsFinite).Any(f => edges.Where(double.IsFinite).Any(e => Misleads(unit, f, e)));
    }

    private static bool Misleads(MetricUnit unit, double figure, double edge)
    {
        if (figure.Equals(edge) || !TryRead(unit.Format(figure), out var f) || !TryRead(unit.Format(edge), out var e))
        {
            return false;
        }

        return Math.Sign(f - e) != Math.Sign(figure - edge);
    }

    /// <summary>The number a formatted figure reads as, its unit and thousands separators left out.</summary>
    private static bool TryRead(string text, out double value) =>
        double.TryParse(
            new string(text.Where(c => char.IsAsciiDigit(c) || c is '.' or '-' or '−').Select(c => c == '−' ? '-' : c).ToArray()),
            System.Globalization.NumberStyles.Float, System.Globalization.CultureInfo.InvariantCulture, out value);
}
