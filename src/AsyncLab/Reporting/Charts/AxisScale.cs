namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Maps data values onto a pixel range, linearly or by powers of ten, and picks the ticks a reader expects
/// (1, 2, 5 × 10ⁿ on a linear axis; powers of ten on a log axis).
/// </summary>
public sealed record AxisScale(double Min, double Max, bool Log)
{
    /// <summary>
    /// The axis for <paramref name="values"/>. A log axis is used only when allowed, every value is positive and the
    /// values span more than one decade; a linear axis starts at zero when <paramref name="fromZero"/> (bars must).
    /// </summary>
    public static AxisScale Fit(IReadOnlyCollection<double> values, bool fromZero, bool allowLog)
    {
        var finite = values.Where(double.IsFinite).ToList();
        if (finite.Count == 0)
        {
            return new AxisScale(0, 1, false);
        }

        var min = finite.Min();
        var max = finite.Max();
        if (allowLog && SpansMoreThanADecade(finite))
        {
            return new AxisScale(Math.Pow(10, Math.Floor(Math.Log10(min))), Math.Pow(10, Math.Ceiling(Math.Log10(max))), true);
        }

        if (fromZero)
        {
            min = Math.Min(0, min);
            max = Math.Max(0, max);
        }

        if (max - min <= 0)
        {
            // One value only: give it room on both sides instead of dividing by zero.
            var pad = Math.Abs(max) > 0 ? Math.Abs(max) * 0.5 : 1;
            (min, max) = fromZero && min >= 0 ? (0, max + pad) : (min - pad, max + pad);
        }

        var step = NiceStep((max - min) / 5);
        return new AxisScale(Math.Floor(min / step) * step, Math.Ceiling(max / step) * step, false);
    }

    public static bool SpansMoreThanADecade(IReadOnlyCollection<double> values) =>
        values.Count > 1 && values.All(v => v > 0) && values.Max() / values.Min() > 10;

    /// <summary>Where <paramref name="value"/> falls between <paramref name="from"/> (the axis minimum) and <paramref name="to"/> (its maximum).</summary>
    public double Map(double value, double from, double to)
    {
        double fraction;
        if (Log)
        {
            var v = Math.Log10(Math.Max(value, Min));
            fraction = (v - Math.Log10(Min)) / (Math.Log10(Max) - Math.Log10(Min));
        }
        else
        {
            fraction = (value - Min) / (Max - Min);
        }

        return from + (Math.Clamp(fraction, 0, 1) * (to - from));
    }

    public IReadOnlyList<double> Ticks()
    {
        if (Log)
        {
            var ticks = new List<double>();
            var decades = (int)Math.Round(Math.Log10(Max / Min));
            for (var exponent = 0; exponent <= decades; exponent++)
            {
                var power = Min * Math.Pow(10, exponent);
                ticks.Add(power);
                if (decades <= 2 && exponent < decades)
                {
                    // Few decades leave the axis bare; 2 and 5 between the powers keep it readable.
                    ticks.Add(power * 2);
                    ticks.Add(power * 5);
                }
            }

            return ticks;
        }

        var step = NiceStep((Max - Min) / 5);
        var count = (int)Math.Round((Max - Min) / step);
        return Enumerable.Range(0, count + 1).Select(i => Clean(Min + (i * step))).ToList();
    }

    private static double NiceStep(double rough)
    {
        var power = Math.Pow(10, Math.Floor(Math.Log10(rough)));
        var fraction = rough / power;
        var nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
        return nice * power;
    }

    /// <summary>Removes the binary noise of repeated addition (0.30000000000000004) so labels stay exact.</summary>
    private static double Clean(double value) => Math.Round(value, 10);
}
