using System.Globalization;

namespace AsyncLab.Claims;

/// <summary>The unit a claim's quantity is stated in; it decides how figures, intervals and bands print.</summary>
public enum ClaimUnit
{
    /// <summary>A ratio of two figures: 1.09×.</summary>
    Times,

    /// <summary>Managed bytes per operation.</summary>
    Bytes,

    /// <summary>A time in nanoseconds, printed in the largest fitting unit (ns, µs, ms, s).</summary>
    Nanoseconds,

    /// <summary>A share between 0 and 1, printed as a percentage.</summary>
    Fraction,

    /// <summary>A count of things (threads, items, entries).</summary>
    Count,

    /// <summary>A duration in work units U of the web experiments: 1 U = one unit of work.</summary>
    WorkUnits,

    /// <summary>1 when the claimed outcome was observed, 0 when not.</summary>
    YesNo,
}

public static class ClaimUnitFormat
{
    public static string Format(this ClaimUnit unit, double value)
    {
        if (double.IsNaN(value))
        {
            return "n/a";
        }

        if (double.IsInfinity(value))
        {
            return value > 0 ? "∞" : "−∞";
        }

        return unit switch
        {
            ClaimUnit.Times => Number(value, value >= 100 ? "0" : value >= 10 ? "0.0" : "0.00") + "×",
            ClaimUnit.Bytes => Number(value, "0.#") + " B",
            ClaimUnit.Nanoseconds => Duration(value),
            ClaimUnit.Fraction => Number(value * 100, "0.#") + " %",
            ClaimUnit.Count => Number(value, "0.##"),
            ClaimUnit.WorkUnits => Number(value, "0.00") + " U",
            ClaimUnit.YesNo => value >= 0.5 ? "yes" : "no",
            _ => Number(value, "0.###"),
        };
    }

    /// <summary>Nanoseconds in the largest unit that keeps the number at or above 1.</summary>
    public static string Duration(double ns)
    {
        var magnitude = Math.Abs(ns);
        return magnitude switch
        {
            >= 1e9 => Number(ns / 1e9, "0.00") + " s",
            >= 1e6 => Number(ns / 1e6, "0.00") + " ms",
            >= 1e3 => Number(ns / 1e3, "0.00") + " µs",
            _ => Number(ns, "0.0") + " ns",
        };
    }

    private static string Number(double value, string format) => value.ToString(format, CultureInfo.InvariantCulture);
}
