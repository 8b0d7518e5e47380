using System.Globalization;
using AsyncLab.Html;

namespace AsyncLab.Results;

/// <summary>
/// How a number reads in its unit, wherever it is printed: a claim's figure, band and interval (why lines, claims tables),
/// a measurement or published figure in a report's table, a comparison's cell. One formatter, so one number reads one way.
/// </summary>
public static class MetricUnitFormat
{
    public static string Format(this MetricUnit unit, double value)
    {
        if (double.IsNaN(value))
        {
            return "n/a";
        }

        // An unbounded interval's end (too few samples for its confidence).
        if (double.IsInfinity(value))
        {
            return value > 0 ? "∞" : "−∞";
        }

        return unit switch
        {
            MetricUnit.Nanoseconds => Duration(value),
            MetricUnit.Microseconds => Duration(value * 1e3),
            MetricUnit.Milliseconds => Duration(value * 1e6),
            MetricUnit.Seconds => Duration(value * 1e9),
            MetricUnit.Bytes => Bytes(value) + " B",

            // Two decimals say whether a ratio is 1.02× or 0.98×; past 10× the third significant digit is noise.
            MetricUnit.Ratio => Number(value, value >= 100 ? "0" : value >= 10 ? "0.0" : "0.00") + "×",
            MetricUnit.Fraction => Number(value * 100, "0.#") + " %",
            MetricUnit.WorkUnits => Number(value, "0.00") + " U",
            MetricUnit.Flag when value is 0 or 1 => value == 1 ? "yes" : "no",
            _ => Plain(value),
        };
    }

    /// <summary>
    /// A ratio with one more digit than <see cref="Format"/> gives it (other units as Format prints them): for an interval
    /// whose ends would otherwise print as the edge they cross.
    /// </summary>
    public static string FormatPrecise(this MetricUnit unit, double value) =>
        unit == MetricUnit.Ratio && double.IsFinite(value) && value < 10 ? Number(value, "0.000") + "×" : unit.Format(value);

    /// <summary>
    /// A time in the largest unit that keeps the number at or above 1, to the digits BenchmarkDotNet prints (2.177 µs),
    /// so an article's published figure keeps the digits it was published with.
    /// </summary>
    public static string Duration(double nanoseconds)
    {
        var abs = Math.Abs(nanoseconds);
        return abs switch
        {
            < 1e3 => Number(nanoseconds, "0.00") + " ns",
            < 1e6 => Number(nanoseconds / 1e3, "0.000") + " µs",
            < 1e9 => Number(nanoseconds / 1e6, "0.000") + " ms",
            _ => Number(nanoseconds / 1e9, "0.000") + " s",
        };
    }

    /// <summary>
    /// Bytes to a tenth from one byte up (a stray thousandth on a whole count is noise: 80 B), and below one byte to two
    /// significant digits: bytes are read unrounded, and a fraction of a byte per call (an object every so many calls)
    /// must not print as 0 B.
    /// </summary>
    private static string Bytes(double value)
    {
        var abs = Math.Abs(value);
        if (abs >= 1 || abs == 0)
        {
            return Number(value, "0.#");
        }

        var decimals = Math.Min(15, 1 - (int)Math.Floor(Math.Log10(abs)));
        return Number(Math.Round(value, decimals), "0." + new string('#', decimals));
    }

    private static string Plain(double value) => Math.Abs(value) >= 1000 ? Number(value, "#,0") : Number(value, "0.###");

    private static string Number(double value, string format) => value.ToString(format, CultureInfo.InvariantCulture);
}
