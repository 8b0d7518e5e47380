using System.Xml.Linq;
using AsyncLab.Html.Charts;
using AsyncLab.Reporting.Charts;

namespace AsyncLab.Tests.Reporting.Charts;

public class ForestChartTests
{
    private static ForestChart Ratios() => new(
        "Claims against their bands",
        "ratio to the baseline",
        [
            new ForestRow("valuetask-faster", 0.91, 0.95, 0.99, double.NegativeInfinity, 1, "holds"),
            new ForestRow("foreach-faster", 1.1, 1.6, 2.2, 1.8, double.PositiveInfinity, "differs"),
            new ForestRow("await-cost", 2.8, 3.2, 3.6, 0.5, 2, "refuted"),
            new ForestRow("async-wins", double.NaN, double.NaN, double.NaN, 1.1, double.PositiveInfinity, "not-measured"),
        ])
    {
        Reference = new ForestReference(1, "1 = no difference"),
    };

    private static XDocument Render(ForestChart chart) => XDocument.Parse(ChartSvg.Render(chart, "forest", standalone: true));

    private static IEnumerable<string> Texts(XDocument svg) =>
        svg.Descendants().Where(e => e.Name.LocalName == "text").Select(e => e.Value.Trim());

    [Fact]
    public void Log_AllFiniteValuesPositive_TrueWhateverTheOpenEnds()
    {
        Assert.True(Ratios().Log);
    }

    [Fact]
    public void Log_ABandFromZero_LinearAxis()
    {
        var chart = Ratios() with { Rows = [.. Ratios().Rows, new ForestRow("bytes", 70, 72, 74, 0, 88, "holds")] };

        Assert.False(chart.Log);
    }

    [Fact]
    public void Draw_RatiosOverABand_EveryRowLabelledAndTheAxisOnALogScale()
    {
        var texts = Texts(Render(Ratios())).ToList();

        Assert.All(Ratios().Rows, r => Assert.Contains(r.Label, texts));
        Assert.Contains("ratio to the baseline (log scale)", texts);
        Assert.Contains("1", texts);
        Assert.Contains("1 = no difference", texts);
        Assert.Contains("the claim's band", texts);
    }

    [Fact]
    public void Draw_EachVerdict_InTheReportsColourForIt()
    {
        var svg = Render(Ratios()).ToString();

        foreach (var colour in new[] { "#1A7F37", "#9A6700", "#CF222E" })
        {
            Assert.Contains(colour, svg, StringComparison.OrdinalIgnoreCase);
        }
    }

    [Fact]
    public void Draw_BandOpenOnOneSide_ShadedToTheEdgeOfThePlot()
    {
        var chart = new ForestChart("one row", "ratio", [new ForestRow("at-least-2x", 2.5, 3, 3.5, 2, double.PositiveInfinity, "holds")]);

        var rects = Render(chart).Descendants().Where(e => e.Name.LocalName == "rect").ToList();
        var clip = rects.First(r => r.Parent?.Name.LocalName == "clipPath");
        var plotRight = double.Parse(clip.Attribute("x")!.Value, System.Globalization.CultureInfo.InvariantCulture)
            + double.Parse(clip.Attribute("width")!.Value, System.Globalization.CultureInfo.InvariantCulture);
        // The band's colour is also the legend's swatch, a small square: the band is the widest of the two.
        var band = rects.Where(r => (string?)r.Attribute("fill") == "#1A7F37")
            .MaxBy(r => double.Parse(r.Attribute("width")!.Value, System.Globalization.CultureInfo.InvariantCulture))!;
        var bandRight = double.Parse(band.Attribute("x")!.Value, System.Globalization.CultureInfo.InvariantCulture)
            + double.Parse(band.Attribute("width")!.Value, System.Globalization.CultureInfo.InvariantCulture);
        Assert.True(bandRight >= plotRight - 1, $"the open band ends at {bandRight}, the plot at {plotRight}");
    }

    [Fact]
    public void Draw_NothingMeasured_DrawsTheBandAndNoInterval()
    {
        var chart = new ForestChart("none", "ratio", [new ForestRow("not-yet", double.NaN, double.NaN, double.NaN, 1, 2, "not-measured")]);

        var texts = Texts(Render(chart)).ToList();

        Assert.Contains("not-yet", texts);
    }
}
