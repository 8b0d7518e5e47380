using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting;

/// <summary>The measurements table keeps the article's rows apart from the lab's.</summary>
public sealed class MeasurementTableTests
{
    [Fact]
    public void Split_ArticleAndLabRows_ArticleTableFirstThenTheLabsUnderTheirHeadings()
    {
        var measurements = new[]
        {
            Row("lab-first", VariantOrigin.Lab), Row("article-one", VariantOrigin.Article), Row("lab-second", VariantOrigin.Lab)
        };

        var tables = MeasurementTable.Split(measurements, DeclaredMetrics.None);

        Assert.Equal([MeasurementTable.ArticleHeading, MeasurementTable.LabHeading], tables.Select(t => t.Heading));
        Assert.Equal(["article-one"], tables[0].Table.Rows.Select(r => r[0]));
        Assert.Equal(["lab-first", "lab-second"], tables[1].Table.Rows.Select(r => r[0]));
    }

    [Theory]
    [InlineData(null)]
    [InlineData(VariantOrigin.Lab)]
    public void Split_RowsOfOneKindOrUnmarked_OneTableWithoutHeading(VariantOrigin? origin)
    {
        var tables = MeasurementTable.Split([Row("a", origin), Row("b", origin)], DeclaredMetrics.None);

        var (heading, table) = Assert.Single(tables);
        Assert.Null(heading);
        Assert.Equal(2, table.Rows.Count);
    }

    [Fact]
    public void Append_ArticleAndLabRows_MarkdownNamesWhoseEachTableIs()
    {
        var md = new System.Text.StringBuilder();

        MeasurementTable.Append(md, [Row("article-one", VariantOrigin.Article), Row("lab-one", VariantOrigin.Lab)],
            DeclaredMetrics.None);

        var text = md.ToString();
        Assert.True(text.IndexOf(MeasurementTable.ArticleHeading, StringComparison.Ordinal)
            < text.IndexOf(MeasurementTable.LabHeading, StringComparison.Ordinal));
        Assert.True(text.IndexOf("article-one", StringComparison.Ordinal)
            < text.IndexOf(MeasurementTable.LabHeading, StringComparison.Ordinal));
    }

    private static Measurement Row(string variant, VariantOrigin? origin) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.MedianNs] = 1 }) { Origin = origin };
}
