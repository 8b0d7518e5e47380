using AsyncLab.Html;
using AsyncLab.Html.Charts;
using ScottPlot;
using ScottPlot.TickGenerators;

namespace AsyncLab.Tests.Html.Charts;

public class ValueAxisTests
{
    /// <summary>The labelled ticks the axis shows over (min, max), once the plot has laid them out.</summary>
    private static List<string> Labels(Plot plot, (double Min, double Max) range)
    {
        plot.Axes.SetLimitsX(range.Min, range.Max);
        plot.RenderInMemory(600, 300);
        return ((NumericManual)plot.Axes.Bottom.TickGenerator).Ticks
            .Where(t => t.IsMajor)
            .OrderBy(t => t.Position)
            .Select(t => t.Label)
            .ToList();
    }

    [Theory]
    [InlineData(new[] { 3.0, 40, 700, 5000 }, true)]
    [InlineData(new[] { 2.0, 7.2 }, false)]
    [InlineData(new[] { 0.0, 100 }, false)]
    [InlineData(new[] { 5.0 }, false)]
    public void SpansMoreThanADecade_PositiveValuesOverTenfold_True(double[] values, bool expected)
    {
        Assert.Equal(expected, ValueAxis.SpansMoreThanADecade(values));
    }

    [Fact]
    public void Log_ManyDecades_WholeDecadesWithPowerOfTenLabelsInTheUnit()
    {
        using var plot = new Plot();

        var range = ValueAxis.Log(plot.Axes.Bottom, MetricUnit.Nanoseconds, [3, 40, 700, 5000]);

        Assert.Equal((0.0, 4.0), range);
        Assert.Equal(["1 ns", "10 ns", "100 ns", "1 µs", "10 µs"], Labels(plot, range));
    }

    [Fact]
    public void Log_TwoDecades_AddsTwoAndFiveBetweenPowers()
    {
        using var plot = new Plot();

        var range = ValueAxis.Log(plot.Axes.Bottom, MetricUnit.Number, [1, 100]);

        Assert.Equal(["1", "2", "5", "10", "20", "50", "100"], Labels(plot, range));
    }

    [Fact]
    public void Log_NotOnWholeDecades_HugsTheValuesWithFinerTicks()
    {
        using var plot = new Plot();

        var range = ValueAxis.Log(plot.Axes.Bottom, MetricUnit.Number, [0.8, 1.4, 2.5], wholeDecades: false);

        Assert.InRange(range.Min, Math.Log10(0.7), Math.Log10(0.8));
        Assert.InRange(range.Max, Math.Log10(2.5), Math.Log10(3));
        Assert.Equal(["1", "1.5", "2"], Labels(plot, range));
    }
}
