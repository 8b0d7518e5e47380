using AsyncLab.Reporting;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

/// <summary>docs/GLOSSARY.md, built into the lab, is what the reports' legend shows.</summary>
public sealed class GlossaryTests
{
    [Fact]
    public void Entries_BuiltInGlossary_DefinesTheFiveWordsAReaderMeets()
    {
        Assert.Equal(["launch", "turn", "band", "seed / derived / lab", "U"], Glossary.Entries.Select(e => e.Word));
        Assert.All(Glossary.Entries, e => Assert.True(e.Definition.Length > 40, $"{e.Word}: \"{e.Definition}\""));
        Assert.All(Glossary.Entries, e => Assert.DoesNotContain("\n", e.Definition, StringComparison.Ordinal));
    }

    [Fact]
    public void Render_RichResults_LegendLinksTheGlossaryAndShowsEachWord()
    {
        var html = HtmlReport.Render(RichResults.Read());

        var footer = html[html.IndexOf("<footer>", StringComparison.Ordinal)..];
        Assert.Contains("<a href=\"#glossary\">glossary</a>", footer, StringComparison.Ordinal);
        Assert.All(Glossary.Entries, e => Assert.Contains($"<dt>{e.Word}</dt>", footer, StringComparison.Ordinal));
    }
}
