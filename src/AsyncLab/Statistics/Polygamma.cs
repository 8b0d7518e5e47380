namespace AsyncLab.Statistics;

/// <summary>
/// The polygamma functions the pooled launch variance needs (<see cref="ModeratedVariance"/>): each shifted up by its
/// recurrence until the argument is at least 10, then its asymptotic series, good to about 1e-11 there.
/// </summary>
public static class Polygamma
{
    private const double SeriesFrom = 10;

    public static double Digamma(double x)
    {
        var shift = 0.0;
        for (; x < SeriesFrom; x++)
        {
            shift -= 1 / x;
        }

        var inv2 = 1 / (x * x);
        return shift + Math.Log(x) - (0.5 / x) - (inv2 * ((1.0 / 12) - (inv2 * ((1.0 / 120) - (inv2 / 252)))));
    }

    public static double Trigamma(double x)
    {
        var shift = 0.0;
        for (; x < SeriesFrom; x++)
        {
            shift += 1 / (x * x);
        }

        var inv = 1 / x;
        var inv2 = inv * inv;
        return shift + inv + (inv2 / 2) + (inv * inv2 * ((1.0 / 6) - (inv2 * ((1.0 / 30) - (inv2 * ((1.0 / 42) - (inv2 / 30)))))));
    }

    /// <summary>The second derivative of the digamma function.</summary>
    public static double Tetragamma(double x)
    {
        var shift = 0.0;
        for (; x < SeriesFrom; x++)
        {
            shift -= 2 / (x * x * x);
        }

        var inv2 = 1 / (x * x);
        return shift - inv2 - (inv2 / x) - (inv2 * inv2 * (0.5 - (inv2 * ((1.0 / 6) - (inv2 * ((1.0 / 6) - (inv2 * 0.3)))))));
    }

    /// <summary>The y for which <see cref="Trigamma"/>(y) = <paramref name="value"/> (Newton's method, as Smyth's limma does it).</summary>
    public static double TrigammaInverse(double value)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(value);
        if (value > 1e7)
        {
            return 1 / Math.Sqrt(value);
        }

        if (value < 1e-6)
        {
            return 1 / value;
        }

        var y = 0.5 + (1 / value);
        for (var i = 0; i < 50; i++)
        {
            var tri = Trigamma(y);
            var step = tri * (1 - (tri / value)) / Tetragamma(y);
            y += step;
            if (-step / y < 1e-8)
            {
                break;
            }
        }

        return y;
    }
}
