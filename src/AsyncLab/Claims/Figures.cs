using System.Globalization;
using AsyncLab.Reporting;

namespace AsyncLab.Claims;

/// <summary>How claims print the figures they were judged on.</summary>
public static class Figures
{
    public static string Bytes(double bytes) => double.IsNaN(bytes) ? "n/a" : bytes.ToString("0.#", CultureInfo.InvariantCulture) + " B";

    public static string Times(double ratio) => double.IsNaN(ratio) ? "n/a" : ratio.ToString("0.00", CultureInfo.InvariantCulture) + "×";

    public static string Nanoseconds(double ns) => MetricFormat.Duration(ns);

    public static string Percent(double fraction) => (fraction * 100).ToString("0.#", CultureInfo.InvariantCulture) + " %";
}
