using AsyncLab.Html.Charts;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting.Charts;

/// <summary>What a chart leaves out or splits so a reader can read it: empty rows, lines of one colour, labels saying a name
/// twice.</summary>
public sealed class ChartRowsTests
{
    private static Measurement Row(string variant, IReadOnlyDictionary<string, double> metrics, params (string, string)[] parameters) =>
        new(variant, parameters.ToDictionary(p => p.Item1, p => p.Item2), metrics);

    [Fact]
    public void Bars_RowsWithoutTheMetric_AreLeftOutOfThatChart()
    {
        var experiment = new ExperimentResult("cost", "Cost", ExperimentStatus.Ok, null,
        [
            Row("direct", new Dictionary<string, double> { [MetricNames.MeanNs] = 10, [MetricNames.AllocatedBytesPerOp] = 0 }),
            Row("turns-direct", new Dictionary<string, double> { [MetricNames.MeanNs] = 11 }),
        ], []);

        var charts = ExperimentCharts.For(experiment).Select(c => c.Chart).OfType<BarChart>().ToList();

        Assert.Equal(["direct", "turns-direct"], charts.Single(c => c.Metric == MetricNames.MeanNs).Categories);
        Assert.Equal(["direct"], charts.Single(c => c.Metric == MetricNames.AllocatedBytesPerOp).Categories);
    }

    [Fact]
    public void Label_ValueThatNamesItsParameter_SaysTheNameOnce()
    {
        var row = Row("sqlite", new Dictionary<string, double>(), ("pool", "pool 270"), ("users", "25"));

        Assert.Equal("sqlite · pool 270 · users=25", MeasurementGroup.Label(row, ["pool", "users"]));
    }

    [Fact]
    public void Lines_MoreLinesThanColoursTellApart_OneChartPerValueOfTheOtherParameter()
    {
        string[] variants = ["whenall", "foreachasync", "foreachasync-dop"];
        var rows = (from delay in new[] { "1", "10", "100" }
                    from variant in variants
                    from items in new[] { "1", "10", "100" }
                    select Row(variant, new Dictionary<string, double> { [MetricNames.MeanNs] = double.Parse(items) * 1e6 },
                        ("items", items), ("delay_ms", delay))).ToList();
        var experiment = new ExperimentResult("whenall", "WhenAll", ExperimentStatus.Ok, null, rows, []);

        var lines = ExperimentCharts.For(experiment).Select(c => c.Chart).OfType<LineChart>().ToList();

        Assert.Equal(3, lines.Count);
        Assert.All(lines, chart =>
        {
            Assert.Equal(variants, chart.Lines.Select(l => l.Name));
            Assert.Equal(3, chart.Lines.Select(l => l.Colour).Distinct().Count());
        });
        Assert.Contains(lines, c => c.Title.EndsWith("(delay_ms=100)", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("100", "at its u_ms 1000, this run's 100")]
    [InlineData("1000", null)]
    public void Bars_PublishedFiguresAtAnotherSetting_LegendSaysTheArticlesSetting(string used, string? expected)
    {
        var row = Row("fair", new Dictionary<string, double> { [MetricNames.ThroughputRps] = 975 }, ("u_ms", used)) with
        {
            Published = new Dictionary<string, double> { [MetricNames.ThroughputRps] = 85 },
        };
        var claim = new ClaimResult("web.fair", "seed 003", "Fair serves.", "85 req/s", "975 req/s", Verdict.Inconclusive,
            "fair / fair-async = 0.95× crosses 0.99× (u_ms 100 in this run, not the article's 1000: the full profile runs 1 s)");
        var experiment = new ExperimentResult("web", "Web", ExperimentStatus.Ok, null, [row], [claim]);

        var bars = ExperimentCharts.For(experiment).Select(c => c.Chart).OfType<BarChart>().Single();

        Assert.Equal(expected, bars.PublishedSetup);
    }
}
