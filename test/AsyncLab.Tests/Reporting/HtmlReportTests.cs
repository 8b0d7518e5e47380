using System.Text.RegularExpressions;
using AsyncLab.Html;
using AsyncLab.Reporting;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

public partial class HtmlReportTests
{
    /// <summary>Anything that would make the page reach beyond its own file (a url() or href is checked below: only fragments of
    /// the page itself are allowed).</summary>
    public static TheoryData<string> ExternalMarkers =>
        ["http:", "https:", "file:", "//", "<script", "<link", "src=", "@import", "@font-face", "xlink:"];

    [Theory]
    [MemberData(nameof(ExternalMarkers))]
    public void Render_RichResults_HasNoExternalReference(string marker)
    {
        var html = HtmlReport.Render(RichResults.Read());

        Assert.DoesNotContain(marker, html, StringComparison.OrdinalIgnoreCase);
    }

    [Fact]
    public void Render_RichResults_EveryUrlAndHrefIsAFragmentOfThePageItself()
    {
        var html = HtmlReport.Render(RichResults.Read());

        var ids = IdAttribute().Matches(html).Select(m => m.Groups[1].Value).ToList();
        var urls = UrlReference().Matches(html).Select(m => m.Groups[1].Value).ToList();
        var hrefs = HrefReference().Matches(html).Select(m => m.Groups[1].Value).ToList();
        Assert.NotEmpty(urls);
        Assert.All(urls.Concat(hrefs), target =>
        {
            Assert.StartsWith("#", target, StringComparison.Ordinal);
            Assert.Contains(target[1..], ids);
        });
        Assert.Equal(ids.Count, ids.Distinct(StringComparer.Ordinal).Count());
    }

    [Fact]
    public void Render_ARowInTwoModes_ListsItUnderTheMeasurements()
    {
        var document = SampleResults.Create() with { Experiments = [LaunchedRuns.OneRowInTwoModes(splitFactor: 2)] };

        var html = HtmlReport.Render(document);

        Assert.Contains($"<h4>{LaunchModeRows.Heading}</h4>", html, StringComparison.Ordinal);
        Assert.Contains("<li>split, time per operation: ", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_RichResults_OneInlineSvgPerChosenChartEachWithItsTitle()
    {
        var document = RichResults.Read();
        var html = HtmlReport.Render(document);

        var figures = document.Experiments.SelectMany(ExperimentCharts.For).ToList();
        Assert.Equal(figures.Count, Regex.Count(html, "<svg "));
        Assert.True(figures.Count >= 10, $"the rich results give {figures.Count} charts");
        foreach (var figure in figures)
        {
            Assert.Contains($"<svg id=\"{figure.Id}\"", html, StringComparison.Ordinal);
            Assert.Contains($"<title id=\"{figure.Id}-title\">{MarkupText.Escape(figure.Chart.Title)}</title>", html,
                StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Render_RichResults_EveryClaimAppearsWithItsVerdictInBothReports()
    {
        var document = RichResults.Read();
        var html = HtmlReport.Render(document);
        var markdown = MarkdownReport.Render(document);

        foreach (var claim in document.Experiments.SelectMany(e => e.Claims))
        {
            Assert.Contains($"<code>{MarkupText.Escape(claim.Id)}</code>", html, StringComparison.Ordinal);
            Assert.Contains(MarkupText.Escape(claim.Statement), html, StringComparison.Ordinal);
            Assert.Contains(
                $"<details class=\"claim {claim.Verdict.Name()}\" id=\"{HtmlPage.Anchor(claim.Id)}\"><summary><span class=\"v " +
                    $"{claim.Verdict.Name()}\">{claim.Verdict.Name()}</span>", html, StringComparison.Ordinal);
            Assert.Contains($"<dt>why</dt><dd>{MarkupText.Escape(claim.Why)}</dd>", html, StringComparison.Ordinal);
            Assert.Contains($"`{claim.Id}`", markdown, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Render_RichResults_SummaryComesFirstAndLinksEachClaimThatDoesNotHold()
    {
        var document = RichResults.Read();
        var html = HtmlReport.Render(document);

        var summary = html.IndexOf("id=\"summary\"", StringComparison.Ordinal);
        var run = html.IndexOf("id=\"run\"", StringComparison.Ordinal);
        var firstExperiment = html.IndexOf("class=\"experiment\"", StringComparison.Ordinal);
        Assert.True(summary < run && run < firstExperiment, "summary, then the run, then the experiments");
        Assert.Contains("<b>8</b> holds", html, StringComparison.Ordinal);
        Assert.Contains("<b>2</b> refuted", html, StringComparison.Ordinal);
        var notHolding = html[summary..firstExperiment];
        foreach (var claim in document.Experiments.SelectMany(e => e.Claims).Where(c => c.Verdict is Verdict.Differs or Verdict.Refuted))
        {
            Assert.Contains($"<a class=\"claim-link\" href=\"#{HtmlPage.Anchor(claim.Id)}\">", notHolding, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Render_PublishedFigures_ShownBesideMeasuredInMarkedColumns()
    {
        var html = HtmlReport.Render(RichResults.Read());

        Assert.Contains("<th class=\"num published\">published allocated</th>", html, StringComparison.Ordinal);
        Assert.Contains("<td class=\"num\">72 B</td><td class=\"num published\">88 B</td>", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_TextFromResults_IsEscaped()
    {
        var html = HtmlReport.Render(RichResults.Read());

        Assert.Contains("state machine &amp; &lt;context&gt;", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<context>", html, StringComparison.Ordinal);
    }

    [GeneratedRegex("\\bid=\"([^\"]+)\"")]
    private static partial Regex IdAttribute();

    [GeneratedRegex("url\\(([^)]*)\\)")]
    private static partial Regex UrlReference();

    [GeneratedRegex("href=\"([^\"]*)\"")]
    private static partial Regex HrefReference();

    [Fact]
    public void Render_RecordedRunOnOtherCores_NamesOnlyItsCoreCount()
    {
        var (document, cores, foreign) = OtherCores.Of("all-quick.json");

        var mentions = OtherCores.Mentions(HtmlReport.Render(document));

        Assert.Contains(mentions, m => m.Cores == cores);
        Assert.DoesNotContain(mentions, m => foreign.Contains(m.Cores));
    }

    [Fact]
    public void Render_RecordedQuickRun_FirstScreenIsHeadlinesThenCountsThenRunFactsThenTheFoldedRest()
    {
        var html = HtmlReport.Render(ResultsFile.Read(RecordedRuns.PathOf("all-quick-launches.json")));

        int At(string marker) => html.IndexOf(marker, StringComparison.Ordinal);
        Assert.True(At("id=\"headlines\"") > At("id=\"summary\""), "the headlines open the summary");
        Assert.True(At("id=\"counts\"") > At("id=\"headlines\""), "then the counts");
        Assert.True(At("id=\"run\"") > At("id=\"counts\""), "then the run's facts");
        Assert.True(At("<details class=\"fold\"><summary>Claims that do not hold") > At("id=\"run\""), "then the folded lists");
        Assert.Contains("<dt>sdk</dt>", html[At("id=\"run\"")..], StringComparison.Ordinal);
        Assert.DoesNotContain("<details class=\"experiment\" id=\"async-cost\" open", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_ArticlesOwnClaims_VerdictIsTheFirstColumnAndTheTableDoesNotScroll()
    {
        var html = HtmlReport.Render(RichResults.Read());

        var table = html[html.IndexOf("<table class=\"seeds\">", StringComparison.Ordinal)..];
        table = table[..table.IndexOf("</table>", StringComparison.Ordinal)];
        Assert.StartsWith("<table class=\"seeds\"><thead><tr><th>verdict</th>", table, StringComparison.Ordinal);
        Assert.DoesNotContain("<div class=\"scroll\"><table class=\"seeds\">", html, StringComparison.Ordinal);
    }
}
