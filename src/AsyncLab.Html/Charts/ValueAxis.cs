using ScottPlot;
using ScottPlot.TickGenerators;

namespace AsyncLab.Html.Charts;

/// <summary>
/// Value axes labelled in a metric's declared unit ("2 µs", "88 B"). ScottPlot has no logarithmic axis:
/// a log chart plots log10 of its values and this class labels the axis with the values themselves.
/// </summary>
public static class ValueAxis
{
    /// <summary>True when every value is positive and they span more than a decade: a linear axis would crush the small ones.</summary>
    public static bool SpansMoreThanADecade(IReadOnlyCollection<double> values) =>
        values.Count > 1 && values.All(v => v > 0) && values.Max() / values.Min() > 10;

    /// <summary>
    /// A linear axis with labelled ticks only: the grid reads well without minor ticks, and each costs a path in the
    /// SVG.
    /// </summary>
    public static void Linear(IAxis axis, MetricUnit unit) =>
        axis.TickGenerator = new NumericAutomatic
        {
            LabelFormatter = v => TickFormat.Format(unit, v),
            MinorTickGenerator = new NoMinorTicks(),
        };

    /// <summary>
    /// Labels an axis whose data are log10 of <paramref name="values"/> and returns its range in log10. With
    /// <paramref name="wholeDecades"/> the range runs from one power of ten to another, ticks at the powers (2 and 5
    /// between them when there are few); without, it hugs the values and ticks fall on 1, 2, 5 (or finer) × 10ⁿ.
    /// </summary>
    public static (double Min, double Max) Log(IAxis axis, MetricUnit unit, IReadOnlyCollection<double> values, bool wholeDecades = true)
    {
        var positive = values.Where(v => v > 0 && double.IsFinite(v)).ToList();
        var low = positive.Count == 0 ? 0 : Math.Log10(positive.Min());
        var high = positive.Count == 0 ? 1 : Math.Log10(positive.Max());
        if (wholeDecades)
        {
            (low, high) = (Math.Floor(low), Math.Ceiling(high));
            high = Math.Max(high, low + 1);
        }
        else
        {
            var margin = Math.Max(0.04, (high - low) * 0.08);
            (low, high) = (low - margin, high + margin);
        }

        var span = high - low;
        double[] labelled = span > 2 ? [1] : span > 1.3 ? [1, 2, 5] : [1, 1.5, 2, 3, 5, 7];
        var ticks = new NumericManual();
        for (var exponent = Math.Floor(low); exponent <= Math.Ceiling(high); exponent++)
        {
            for (var step = 1; step <= 9; step++)
            {
                foreach (var mantissa in step == 1 ? new[] { 1.0, 1.5 } : [step])
                {
                    var position = exponent + Math.Log10(mantissa);
                    if (position < low - 1e-9 || position > high + 1e-9)
                    {
                        continue;
                    }

                    if (labelled.Contains(mantissa))
                    {
                        ticks.AddMajor(position, TickFormat.Format(unit, mantissa * Math.Pow(10, exponent)));
                    }
                    else if (mantissa == Math.Floor(mantissa))
                    {
                        ticks.AddMinor(position);
                    }
                }
            }
        }

        axis.TickGenerator = ticks;
        return (low, high);
    }

    private sealed class NoMinorTicks : IMinorTickGenerator
    {
        public IEnumerable<double> GetMinorTicks(double[] majorTicks, CoordinateRange visibleRange) => [];
    }
}
