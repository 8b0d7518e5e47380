using System.Globalization;

namespace AsyncLab.Claims;

/// <summary>Legacy (removed once every experiment is judged by ClaimJudge).
/// A ratio of two measured means with its relative uncertainty, so that a claim like "A is faster than B"
/// is not decided by noise: a ratio whose distance from 1 is within its error is "no clear difference".
/// </summary>
public readonly record struct Ratio(double Value, double RelativeError)
{
    /// <summary>No ratio: a side is missing or answered nothing.</summary>
    public static Ratio Unknown => new(double.NaN, double.NaN);

    /// <summary>Numerator / denominator, combining each mean's relative error in quadrature.</summary>
    public static Ratio Of(double numerator, double numeratorError, double denominator, double denominatorError)
    {
        if (denominator == 0 || double.IsNaN(numerator) || double.IsNaN(denominator))
        {
            return Unknown;
        }

        var relative = Math.Sqrt(Square(Relative(numeratorError, numerator)) + Square(Relative(denominatorError, denominator)));
        return new Ratio(numerator / denominator, relative);
    }

    /// <summary>True when the ratio cannot be told apart from <paramref name="reference"/> at this run's precision.</summary>
    public bool IsIndistinguishableFrom(double reference) =>
        Math.Abs(Value - reference) <= Value * RelativeError;

    public override string ToString() => Value.ToString("0.00", CultureInfo.InvariantCulture) + "×";

    private static double Relative(double error, double value) =>
        value == 0 || double.IsNaN(error) ? 0 : error / Math.Abs(value);

    private static double Square(double x) => x * x;
}
