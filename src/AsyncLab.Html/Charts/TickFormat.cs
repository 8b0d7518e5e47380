using System.Globalization;

namespace AsyncLab.Html.Charts;

/// <summary>
/// Short axis and bar labels by the unit a run declares for a metric: "2 µs", "500 ns", "88 B", "1.2k". Each label picks
/// its own unit, so a log axis from nanoseconds to milliseconds still reads naturally. Anything else (a series' axis such
/// as "seconds", a key its run does not declare) gets plain numbers.
/// </summary>
public static class TickFormat
{
    public static string Format(MetricUnit unit, double value) => unit switch
    {
        MetricUnit.Nanoseconds => Duration(value),
        MetricUnit.Microseconds => Duration(value * 1e3),
        MetricUnit.Milliseconds => Duration(value * 1e6),
        MetricUnit.Seconds => Duration(value * 1e9),
        MetricUnit.Bytes => Plain(value) + " B",
        _ => Plain(value),
    };

    private static string Duration(double nanoseconds)
    {
        var abs = Math.Abs(nanoseconds);
        return abs switch
        {
            0 => "0",
            < 1e3 => Number(nanoseconds) + " ns",
            < 1e6 => Number(nanoseconds / 1e3) + " µs",
            < 1e9 => Number(nanoseconds / 1e6) + " ms",
            _ => Number(nanoseconds / 1e9) + " s",
        };
    }

    private static string Plain(double value)
    {
        var abs = Math.Abs(value);
        return abs switch
        {
            >= 1e9 => Number(value / 1e9) + "G",
            >= 1e6 => Number(value / 1e6) + "M",
            >= 1e4 => Number(value / 1e3) + "k",
            _ => Number(value),
        };
    }

    private static string Number(double value) =>
        value.ToString(Math.Abs(value) >= 100 ? "#,0" : Math.Abs(value) >= 10 ? "0.#" : "0.##", CultureInfo.InvariantCulture);
}
