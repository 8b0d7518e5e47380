using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>Turns a metric value into text by the unit the registry (<see cref="Metrics"/>) declares for it.</summary>
public static class MetricFormat
{
    private static readonly string[] PreferredOrder =
    [
        MetricNames.MeanNs, MetricNames.MedianNs, MetricNames.ErrorNs, MetricNames.Ratio, MetricNames.AllocatedBytesPerOp,
        MetricNames.OpsPerSec, MetricNames.ThroughputRps, MetricNames.LatencyMeanMs, MetricNames.LatencyP50Ms,
        MetricNames.LatencyP90Ms, MetricNames.LatencyP99Ms, MetricNames.LatencyMaxMs,
    ];

    /// <summary>Known metrics first, in a reading order; the rest alphabetically.</summary>
    public static IEnumerable<string> Order(IEnumerable<string> names) =>
        names.Distinct(StringComparer.Ordinal)
            .OrderBy(n => Array.IndexOf(PreferredOrder, n) is var i && i >= 0 ? i : PreferredOrder.Length)
            .ThenBy(n => n, StringComparer.Ordinal);

    public static string Label(string name) => Metrics.Of(name).Label;

    /// <summary>A registered metric by its unit; a key the registry does not know as a plain number.</summary>
    public static string Format(string name, double value) => Format(Metrics.Of(name).Unit, value);

    public static string Format(MetricUnit unit, double value)
    {
        if (double.IsNaN(value))
        {
            return "n/a";
        }

        return unit switch
        {
            MetricUnit.Nanoseconds => Duration(value),
            MetricUnit.Microseconds => Duration(value * 1e3),
            MetricUnit.Milliseconds => Duration(value * 1e6),
            MetricUnit.Seconds => Duration(value * 1e9),
            MetricUnit.Bytes => Number(value, "0.#") + " B",
            MetricUnit.Ratio => Number(value, "0.00") + "×",
            MetricUnit.Fraction => Number(value * 100, "0.#") + " %",
            MetricUnit.WorkUnits => Plain(value) + " U",
            MetricUnit.Flag when value is 0 or 1 => value == 1 ? "yes" : "no",
            _ => Plain(value),
        };
    }

    /// <summary>A time in the unit that keeps three or four significant digits readable.</summary>
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

    private static string Plain(double value) => Math.Abs(value) >= 1000 ? Number(value, "#,0") : Number(value, "0.###");

    private static string Number(double value, string format) => value.ToString(format, CultureInfo.InvariantCulture);
}
