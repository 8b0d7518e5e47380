using System.Globalization;

namespace AsyncLab.Claims;

/// <summary>How a claim's figure reads in its unit (why lines, reports): bytes, times, ratios, shares.</summary>
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
