using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Statistics;

/// <summary>
/// A measured quantity with its confidence interval. An exact figure (bytes, a count, a yes/no outcome) has
/// Low = Point = High; a figure that could not be measured has a NaN point.
/// </summary>
public readonly record struct Estimate(double Low, double Point, double High)
{
    public static Estimate Unknown => new(double.NaN, double.NaN, double.NaN);

    public static Estimate Exact(double value) => new(value, value, value);

    public bool IsKnown => !double.IsNaN(Point);

    public bool IsExact => Low == High;

    public string Format(MetricUnit unit) =>
        !IsKnown ? "n/a"
        : IsExact ? unit.Format(Point)
        : $"{unit.Format(Point)} [{unit.Format(Low)}, {unit.Format(High)}]";
}
