using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

/// <summary>
/// The claims' words (each experiment's &lt;Name&gt;Claims.json, embedded) and the catalog's claims match one to one, and
/// every claim has a sentence and a published figure to print whatever its verdict.
/// </summary>
public sealed class ClaimTextsTests
{
    private static IEnumerable<ClaimDefinition> CatalogClaims =>
        ExperimentCatalog.All.SelectMany(e => e.Claims).Concat(ExperimentCatalog.RuntimeComparisons.SelectMany(c => c.Claims));

    [Fact]
    public void For_EveryClaimOfTheCatalog_HasItsWords()
    {
        var missing = CatalogClaims.Select(c => c.Id).Where(id => !ClaimTexts.All.ContainsKey(id)).ToList();

        Assert.True(missing.Count == 0, "claims without an entry in their <Name>Claims.json: " + string.Join(", ", missing));
    }

    [Fact]
    public void For_EveryClaimOfTheCatalog_IsWhatTheDefinitionPrints()
    {
        Assert.All(CatalogClaims, claim =>
        {
            var text = ClaimTexts.For(claim.Id);
            Assert.Equal(text.Statement, claim.Statement);
            Assert.Equal(text.Published, claim.Published);
            Assert.Equal(text.Reading, claim.Reading);
        });
    }

    [Fact]
    public void All_EveryEntry_IsAClaimOfTheCatalog()
    {
        var ids = CatalogClaims.Select(c => c.Id).ToHashSet(StringComparer.Ordinal);

        var orphans = ClaimTexts.All.Keys.Where(id => !ids.Contains(id)).ToList();

        Assert.True(orphans.Count == 0, "words for claims the catalog does not have: " + string.Join(", ", orphans));
    }

    [Fact]
    public void All_StatementAndPublished_NotEmpty()
    {
        var empty = ClaimTexts.All.Where(t => string.IsNullOrWhiteSpace(t.Value.Statement) || string.IsNullOrWhiteSpace(t.Value.Published))
            .Select(t => t.Key)
            .ToList();

        Assert.True(empty.Count == 0, "claims without a statement or a published figure: " + string.Join(", ", empty));
    }

    [Fact]
    public void All_CatalogClaims_OneEntryEach()
    {
        Assert.Equal(CatalogClaims.Count(), ClaimTexts.All.Count);
    }

    [Fact]
    public void For_MissingId_ThrowsNamingTheId()
    {
        var thrown = Assert.Throws<KeyNotFoundException>(() => ClaimTexts.For("no-such-experiment.no-such-claim"));

        Assert.Contains("'no-such-experiment.no-such-claim'", thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Constructor_MissingId_ThrowsNamingTheId()
    {
        var check = ExperimentCatalog.All[0].Claims[0].Check;

        var thrown = Assert.Throws<KeyNotFoundException>(() => new ClaimDefinition("no-such.claim", Provenance.Lab("a test"), check));

        Assert.Contains("'no-such.claim'", thrown.Message, StringComparison.Ordinal);
    }
}
