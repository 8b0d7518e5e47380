using System.Collections;
using System.Globalization;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text.Json;
using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Published;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Published;

/// <summary>The lexicon of the articles' hedges: it parses, each hedge says why, and every seed claim's band is its hedge's range.</summary>
public sealed class HedgeLexiconTests
{
    private static readonly IReadOnlyList<ClaimDefinition> AllClaims = ExperimentCatalog.All.SelectMany(e => e.Claims).ToList();

    public static TheoryData<string> Entries()
    {
        var data = new TheoryData<string>();
        foreach (var entry in HedgeLexicon.Claims)
        {
            data.Add(Key(entry));
        }

        return data;
    }

    [Fact]
    public void Hedges_Parsed_EachHasWordsAnOrderedRangeAndWhy()
    {
        Assert.NotEmpty(HedgeLexicon.Hedges);
        Assert.Equal(HedgeLexicon.Hedges.Count, HedgeLexicon.Hedges.Select(h => h.Id).Distinct().Count());
        Assert.All(HedgeLexicon.Hedges, hedge =>
        {
            Assert.False(string.IsNullOrWhiteSpace(hedge.Words), hedge.Id);
            Assert.True(hedge.Why.Length >= 20, $"{hedge.Id}: its why is missing or too short");
            Assert.True(hedge.Low <= hedge.High, $"{hedge.Id}: {hedge.Low} > {hedge.High}");
            Assert.Contains(hedge.Unit, new[] { "times", "bytes", "nanoseconds", "yes-no" });
            Assert.Contains(hedge.AroundFigure, new[] { null, "offset", "factor" });
        });
    }

    [Fact]
    public void Claims_EverySeedClaimOfTheCatalog_InTheLexiconOrListedAsNotYetWithWhy()
    {
        var inLexicon = HedgeLexicon.Claims.Select(c => c.Claim).ToHashSet(StringComparer.Ordinal);
        var seedClaims = AllClaims.Where(c => c.Provenance.Kind == ProvenanceKind.Seed).Select(c => c.Id).ToList();

        Assert.All(seedClaims, id => Assert.True(inLexicon.Contains(id) || HedgeLexicon.NotYet.ContainsKey(id), $"{id} is a seed claim with no hedge in docs/published/hedges.json"));
        Assert.All(HedgeLexicon.NotYet, pending => Assert.DoesNotContain(pending.Key, inLexicon));
        Assert.All(HedgeLexicon.NotYet, pending => Assert.Contains(pending.Key, seedClaims));
        Assert.All(inLexicon, id => Assert.Contains(id, seedClaims));
    }

    [Theory]
    [MemberData(nameof(Entries))]
    public void Claims_Entry_CitesWhatTheClaimCitesAndTheWordsAreTheArticles(string key)
    {
        var entry = HedgeLexicon.Claims.Single(c => Key(c) == key);
        var hedge = HedgeLexicon.Hedges.Single(h => h.Id == entry.Hedge);
        var claim = AllClaims.Single(c => c.Id == entry.Claim);
        Assert.Contains(entry.Cites, claim.Provenance.Cites);
        var article = SeedFile(claim.Provenance.Seed!);

        if (hedge.AroundFigure is null)
        {
            // The words are the article's, as the published file quotes or paraphrases its sentence.
            var says = TextFigure(article, entry.Cites).GetProperty("says").GetString()!;
            Assert.Contains(hedge.Words, says, StringComparison.OrdinalIgnoreCase);
            return;
        }

        // The figure the range sits around is the article's printed one: a text figure, a cell, or the ratio of two cells.
        var seed = claim.Provenance.Seed!;
        var printed = Printed(seed, article, entry.Cites) / (entry.Over is { } over ? Printed(seed, article, over) : 1);
        Assert.Equal(printed, entry.Figure!.Value, printed * 0.01);
    }

    [Theory]
    [MemberData(nameof(Entries))]
    public void Claims_SeedClaimsBand_EqualsTheLexiconsRange(string key)
    {
        var entry = HedgeLexicon.Claims.Single(c => Key(c) == key);
        var (low, high) = HedgeLexicon.RangeOf(entry);
        var claim = AllClaims.Single(c => c.Id == entry.Claim);

        var bands = BandsOf(claim.Check).ToList();

        Assert.True(bands.Any(b => Same(b.Low, low) && Same(b.High, high)),
            $"{key}: no band of the claim is the lexicon's {low.ToString(CultureInfo.InvariantCulture)}–{high.ToString(CultureInfo.InvariantCulture)}; its bands: {string.Join(", ", bands.Select(b => $"{b.Low}–{b.High}"))}");
    }

    [Fact]
    public void RangeOf_InverseOfAOneSidedRange_StaysOneSided()
    {
        var clearly = HedgeLexicon.Claims.Single(c => c.Claim == "web-throughput.more-offload-less-throughput");

        var (low, high) = HedgeLexicon.RangeOf(clearly);

        Assert.Equal(double.NegativeInfinity, low);
        Assert.Equal(1 / 1.10, high, 1e-12);
    }

    private static string Key(HedgedClaim entry) => entry.Part is null ? entry.Claim : $"{entry.Claim} ({entry.Part})";

    private static bool Same(double a, double b) => a == b || Math.Abs(a - b) <= 1e-9 * Math.Max(1, Math.Abs(a));

    /// <summary>Every band in a check's tree: its own fields and those of the checks it holds (a core-scoped check is built for 8 cores).</summary>
    private static IEnumerable<Band> BandsOf(object check)
    {
        foreach (var property in check.GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            var value = property.GetIndexParameters().Length == 0 ? property.GetValue(check) : null;
            switch (value)
            {
                case Band band:
                    yield return band;
                    break;
                case IClaimCheck inner:
                    foreach (var b in BandsOf(inner))
                    {
                        yield return b;
                    }

                    break;
                case Func<int, IClaimCheck> build:
                    foreach (var b in BandsOf(build(8)))
                    {
                        yield return b;
                    }

                    break;
                case IEnumerable many and not string:
                    // Lists of checks, or of (name, check) pairs.
                    var items = many.Cast<object>().SelectMany(item => item is ITuple tuple ? Enumerable.Range(0, tuple.Length).Select(i => tuple[i]) : [item]);
                    foreach (var inner in items.OfType<IClaimCheck>())
                    {
                        foreach (var b in BandsOf(inner))
                        {
                            yield return b;
                        }
                    }

                    break;
            }
        }
    }

    private static JsonElement SeedFile(string seed) =>
        JsonDocument.Parse(File.ReadAllText(Path.Combine(TestFiles.Root, "..", "..", "docs", "published", $"seed-{seed.Replace('/', '-')}.json"))).RootElement;

    private static JsonElement TextFigure(JsonElement article, string cite) =>
        article.GetProperty("text_figures").EnumerateArray().Single(f => "text/" + f.GetProperty("id").GetString() == cite);

    /// <summary>A text figure's value from the seed file, or a table cell as the lab reads it (<see cref="PublishedArticle.Cell"/>).</summary>
    private static double Printed(string seed, JsonElement article, string cite)
    {
        if (cite.StartsWith("text/", StringComparison.Ordinal))
        {
            return TextFigure(article, cite).GetProperty("value").GetDouble();
        }

        var parts = cite.Split('/');
        return PublishedArticle.Of(seed).Cell(parts[0], parts[1], parts[2]);
    }
}
