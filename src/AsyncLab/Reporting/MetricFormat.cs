using System.Globalization;

namespace AsyncLab.Reporting;

/// <summary>Turns a metric value into text by the unit its name carries (mean_ns, allocated_bytes_per_op, latency_p99_ms).</summary>
public static class MetricFormat
{
    private static readonly string[] PreferredOrder =
    [
        "mean_ns", "median_ns", "error_ns", "ratio", "allocated_bytes_per_op", "ops_per_sec", "throughput_rps",
        "latency_mean_ms", "latency_p50_ms", "latency_p90_ms", "latency_p99_ms", "latency_max_ms",
    ];

    /// <summary>Known metrics first, in a reading order; the rest alphabetically.</summary>
    public static IEnumerable<string> Order(IEnumerable<string> names) =>
        names.Distinct(StringComparer.Ordinal)
            .OrderBy(n => Array.IndexOf(PreferredOrder, n) is var i && i >= 0 ? i : PreferredOrder.Length)
            .ThenBy(n => n, StringComparer.Ordinal);

    public static string Label(string name) => name switch
    {
        "mean_ns" => "mean",
        "median_ns" => "median",
        "error_ns" => "± error",
        "ratio" => "ratio",
        "allocated_bytes_per_op" => "allocated",
        "ops_per_sec" => "ops/s",
        _ => name.Replace('_', ' '),
    };

    public static string Format(string name, double value)
    {
        if (double.IsNaN(value))
        {
            return "n/a";
        }

        if (name.EndsWith("_ns", StringComparison.Ordinal))
        {
            return Duration(value);
        }

        if (name.EndsWith("_ms", StringComparison.Ordinal))
        {
            return Duration(value * 1e6);
        }

        if (name.EndsWith("_s", StringComparison.Ordinal))
        {
            return Duration(value * 1e9);
        }

        if (name.Contains("bytes", StringComparison.Ordinal))
        {
            return Number(value, "0.#") + " B";
        }

        if (name == "ratio" || name.EndsWith("_ratio", StringComparison.Ordinal))
        {
            return Number(value, "0.00") + "×";
        }

        if (name.EndsWith("_fraction", StringComparison.Ordinal))
        {
            return Number(value * 100, "0.#") + " %";
        }

        return Math.Abs(value) >= 1000 ? Number(value, "#,0") : Number(value, "0.###");
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

    private static string Number(double value, string format) => value.ToString(format, CultureInfo.InvariantCulture);
}
