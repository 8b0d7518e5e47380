using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

public class HtmlReportTests
{
    /// <summary>Anything that would make the page reach beyond its own file.</summary>
    public static TheoryData<string> ExternalMarkers => ["http:", "https:", "//", "<script", "<link", "src=", "url(", "@import"];

    [Theory]
    [MemberData(nameof(ExternalMarkers))]
    public void Render_RichResults_HasNoExternalReference(string marker)
    {
        var html = HtmlReport.Render(RichResults.Read());

        Assert.DoesNotContain(marker, html, StringComparison.OrdinalIgnoreCase);
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
            Assert.Contains($"<span class=\"v {claim.Verdict.Name()}\">{claim.Verdict.Name()}</span></td><td>{MarkupText.Escape(claim.Why)}", html, StringComparison.Ordinal);
            Assert.Contains($"`{claim.Id}`", markdown, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Render_RichResults_SummaryComesFirstAndNamesEachClaimThatDoesNotHold()
    {
        var document = RichResults.Read();
        var html = HtmlReport.Render(document);

        var summary = html.IndexOf("id=\"summary\"", StringComparison.Ordinal);
        var run = html.IndexOf("id=\"run\"", StringComparison.Ordinal);
        var firstExperiment = html.IndexOf("class=\"experiment\"", StringComparison.Ordinal);
        Assert.True(summary < run && run < firstExperiment, "summary, then the run, then the experiments");
        Assert.Contains("<b>8</b>holds", html, StringComparison.Ordinal);
        Assert.Contains("<b>2</b>refuted", html, StringComparison.Ordinal);
        var notHolding = html[summary..run];
        foreach (var claim in document.Experiments.SelectMany(e => e.Claims).Where(c => c.Verdict is Verdict.Differs or Verdict.Refuted))
        {
            Assert.Contains(MarkupText.Escape(claim.Why), notHolding, StringComparison.Ordinal);
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
}
