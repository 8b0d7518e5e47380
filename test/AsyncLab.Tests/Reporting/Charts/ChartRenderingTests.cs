using System.Text.RegularExpressions;
using System.Xml.Linq;
using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting.Charts;

public partial class ChartRenderingTests
{
    private static BarChart Bars() => new(
        "Bytes <per> op & more",
        MetricNames.AllocatedBytesPerOp,
        MetricUnit.Bytes,
        "bytes",
        ["async-task", "async-valuetask"],
        [new BarSeries("allocated", [72, 0]) { Published = [88, null] }]);

    private static LineChart Lines() => new(
        "Mean against count",
        "count",
        MetricUnit.Number,
        "mean",
        MetricUnit.Nanoseconds,
        [new ChartLine("when-all", [new SeriesPoint(1, 1000), new SeriesPoint(10, 12000), new SeriesPoint(100, 150000)], 0, 0)]);

    private static string Texts(string svg) =>
        string.Join("\n", XDocument.Parse(svg).Descendants().Where(e => e.Name.LocalName == "text").Select(e => e.Value.Trim()));

    [Fact]
    public void Svg_Standalone_WellFormedWithNamespaceViewBoxAndEscapedTitle()
    {
        var root = XDocument.Parse(ChartSvg.Render(Bars(), "c1", standalone: true)).Root!;

        Assert.Equal("{http://www.w3.org/2000/svg}svg", root.Name.ToString());
        Assert.Equal("0 0 760 " + root.Attribute("height")!.Value, root.Attribute("viewBox")!.Value);
        Assert.Equal("Bytes <per> op & more", root.Elements().First(e => e.Name.LocalName == "title").Value);
    }

    [Fact]
    public void Svg_Inline_NoNamespaceNoUrlNoXmlDeclaration()
    {
        foreach (IChart chart in new IChart[] { Bars(), Lines() })
        {
            var svg = ChartSvg.Render(chart, "c1", standalone: false);

            Assert.StartsWith("<svg id=\"c1\"", svg, StringComparison.Ordinal);
            Assert.DoesNotContain("http", svg, StringComparison.Ordinal);
            Assert.DoesNotContain("xmlns", svg, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Svg_EveryIdAndReference_PrefixedWithTheChartsId()
    {
        var svg = ChartSvg.Render(Lines(), "chart-x-1", standalone: true);

        var ids = IdAttribute().Matches(svg).Select(m => m.Groups[1].Value).ToList();
        var references = FragmentReference().Matches(svg).Select(m => m.Groups[1].Value).ToList();
        Assert.NotEmpty(references);
        Assert.All(ids, id => Assert.StartsWith("chart-x-1", id, StringComparison.Ordinal));
        Assert.Equal(ids.Count, ids.Distinct().Count());
        Assert.All(references, r => Assert.Contains(r, ids));
    }

    [Fact]
    public void Svg_BarChart_LabelsMeasuredValueAndNamesPublishedFigureInLegend()
    {
        var texts = Texts(ChartSvg.Render(Bars(), "c1", standalone: true));

        Assert.Contains("72 B", texts, StringComparison.Ordinal);
        Assert.Contains("async-valuetask", texts, StringComparison.Ordinal);
        Assert.Contains("published (the article, other hardware)", texts, StringComparison.Ordinal);
    }

    [Fact]
    public void Svg_LineChartOverDecades_LogAxesWithUnitTicks()
    {
        var chart = Lines();
        var texts = Texts(ChartSvg.Render(chart, "c1", standalone: true));

        Assert.True(chart.LogX);
        Assert.True(chart.LogY);
        Assert.Contains("count (log scale)", texts, StringComparison.Ordinal);
        Assert.Contains("1 µs", texts, StringComparison.Ordinal);
        Assert.Contains("1 ms", texts, StringComparison.Ordinal);
    }

    [Fact]
    public void Svg_LinesOfTheSameColour_TellApartByMarkerNotDash()
    {
        // Skia's SVG writer cannot express dashes; a dashed line would come out as hundreds of small segments.
        var chart = Lines() with { Lines = [.. Lines().Lines, Lines().Lines[0] with { Name = "other", Marker = 1 }] };

        var svg = ChartSvg.Render(chart, "c1", standalone: true);

        Assert.DoesNotContain("stroke-dasharray", svg, StringComparison.Ordinal);
        Assert.True(Regex.Matches(svg, "<path").Count < 200, "no line is cut into segments");
    }

    [Fact]
    public void Svg_SameChartTwice_SameText()
    {
        Assert.Equal(ChartSvg.Render(Lines(), "c1", standalone: true), ChartSvg.Render(Lines(), "c1", standalone: true));
    }

    [Fact]
    public void Svg_LabelsAreText_SoAFontWasFoundToMeasureThem()
    {
        // On a machine without any font ScottPlot still draws, but every label comes out empty: fail here, not silently.
        var texts = Texts(ChartSvg.Render(Bars(), "c1", standalone: true));

        Assert.Contains("Bytes <per> op & more", texts, StringComparison.Ordinal);
        Assert.True(ChartFont.Installed(ChartFont.Family), $"the chart font {ChartFont.Family} is not installed");
    }

    [Fact]
    public void Svg_ChartTheLibraryCannotDraw_FigureSaysSoInsteadOfThrowing()
    {
        var svg = ChartSvg.Render(new FailingChart(), "c1", standalone: false);

        Assert.Contains("Broken: not drawn (NotImplementedException", svg, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(MetricUnit.Nanoseconds, 2000, "2 µs")]
    [InlineData(MetricUnit.Nanoseconds, 500, "500 ns")]
    [InlineData(MetricUnit.Milliseconds, 1500, "1.5 s")]
    [InlineData(MetricUnit.Bytes, 88, "88 B")]
    [InlineData(MetricUnit.Count, 20000, "20k")]
    [InlineData(MetricUnit.PerSecond, 2.5, "2.5")]
    [InlineData(MetricUnit.Microseconds, 1500, "1.5 ms")]
    [InlineData(MetricUnit.Number, 500, "500")]
    public void TickFormat_ByDeclaredUnit_ShortLabel(MetricUnit unit, double value, string expected)
    {
        Assert.Equal(expected, TickFormat.Format(unit, value));
    }

    [GeneratedRegex("\\bid=\"([^\"]+)\"")]
    private static partial Regex IdAttribute();

    [GeneratedRegex("url\\(#([^)]+)\\)")]
    private static partial Regex FragmentReference();

    private sealed class FailingChart : IChart
    {
        public string Title => "Broken";

        public DrawnChart Draw() => throw new NotImplementedException("horizontal boxes");
    }
}
