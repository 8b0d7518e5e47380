using System.Globalization;

namespace AsyncLab.Claims;

/// <summary>An inclusive range of values for which a claim <see cref="Results.Verdict.Holds"/>.</summary>
public readonly record struct Band(double Low, double High)
{
    public static Band AtLeast(double low) => new(low, double.PositiveInfinity);

    public static Band AtMost(double high) => new(double.NegativeInfinity, high);

    public static Band Exactly(double value) => new(value, value);

    public bool Contains(double value) => value >= Low && value <= High;

    public string Format(string unit = "")
    {
        if (Low == High)
        {
            return Number(Low) + unit;
        }

        if (double.IsNegativeInfinity(Low))
        {
            return "≤ " + Number(High) + unit;
        }

        return double.IsPositiveInfinity(High) ? "≥ " + Number(Low) + unit : $"{Number(Low)}–{Number(High)}{unit}";
    }

    private static string Number(double value) => value.ToString("0.###", CultureInfo.InvariantCulture);
}
