using System.Xml.Linq;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting.Charts;

public class ChartRenderingTests
{
    private static BarChart Bars() => new(
        "Bytes <per> op & more",
        MetricNames.AllocatedBytesPerOp,
        "bytes",
        ["async-task", "async-valuetask"],
        [new BarSeries("allocated", [72, 0]) { Published = [88, null] }]);

    private static LineChart Lines() => new(
        "Mean against count",
        "count",
        "count",
        "mean",
        MetricNames.MeanNs,
        [new ChartLine("when-all", [new SeriesPoint(1, 1000), new SeriesPoint(10, 12000), new SeriesPoint(100, 150000)], 0, 0)]);

    [Fact]
    public void Render_Standalone_WellFormedSvgWithNamespaceAndEscapedText()
    {
        var root = XDocument.Parse(Bars().Render(standalone: true)).Root!;

        Assert.Equal("{http://www.w3.org/2000/svg}svg", root.Name.ToString());
        Assert.Contains(root.Descendants(), e => e.Value == "Bytes <per> op & more");
    }

    [Fact]
    public void Render_Inline_NoNamespaceSoThePageHasNoUrl()
    {
        Assert.DoesNotContain("http", Lines().Render(standalone: false), StringComparison.Ordinal);
        Assert.DoesNotContain("http", Bars().Render(standalone: false), StringComparison.Ordinal);
    }

    [Fact]
    public void Render_BarChart_LabelsMeasuredValueAndMarksPublishedFigure()
    {
        var svg = Bars().Render(standalone: true);

        Assert.Contains(">72 B</text>", svg, StringComparison.Ordinal);
        Assert.Contains("<title>async-task · published allocated: 88 B</title>", svg, StringComparison.Ordinal);
        Assert.Contains("published (the article, other hardware)", svg, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_LineChartOverDecades_LogAxesWithUnitTicks()
    {
        var svg = Lines().Render(standalone: true);

        Assert.Contains("count (log scale)", svg, StringComparison.Ordinal);
        Assert.Contains(">1 µs</text>", svg, StringComparison.Ordinal);
        Assert.Contains(">1 ms</text>", svg, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_SameChartTwice_SameText()
    {
        Assert.Equal(Lines().Render(standalone: true), Lines().Render(standalone: true));
    }

    [Theory]
    [InlineData("mean_ns", 2000, "2 µs")]
    [InlineData("mean_ns", 500, "500 ns")]
    [InlineData("latency_p50_ms", 1500, "1.5 s")]
    [InlineData("allocated_bytes_per_op", 88, "88 B")]
    [InlineData("threads", 20000, "20k")]
    [InlineData("throughput_rps", 2.5, "2.5")]
    public void TickFormat_ByUnitInName_ShortLabel(string metric, double value, string expected)
    {
        Assert.Equal(expected, TickFormat.Format(metric, value));
    }
}
