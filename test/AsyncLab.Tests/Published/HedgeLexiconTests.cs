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

/// <summary>The lexicon of the articles' hedges: it parses, each hedge says why, and every seed claim's band is its hedge's
/// range.</summary>
public sealed class HedgeLexiconTests
{
    /// <summary>docs/published/hedges.json as written, read once: the printed figures are the file's, not the loader's.</summary>
    private static readonly Lazy<JsonElement> Lexicon = new(() =>
        JsonDocument.Parse(File.ReadAllText(Path.Combine(TestFiles.Root, "..", "..", "docs", "published", "hedges.json"))).RootElement);

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

        Assert.All(seedClaims, id => Assert.True(inLexicon.Contains(id) || HedgeLexicon.NotYet.ContainsKey(id),
            $"{id} is a seed claim with no hedge in docs/published/hedges.json"));
        Assert.All(HedgeLexicon.NotYet, pending => Assert.DoesNotContain(pending.Key, inLexicon));
        Assert.All(HedgeLexicon.NotYet, pending => Assert.Contains(pending.Key, seedClaims));
        Assert.All(inLexicon, id => Assert.Contains(id, seedClaims));
    }

    [Theory]
    [MemberData(nameof(Entries))]
    public void Claims_Entry_CitesWhatTheClaimCitesAndAroundAPrintedFigureSitsOnIt(string key)
    {
        var entry = HedgeLexicon.Claims.Single(c => Key(c) == key);
        var hedge = HedgeLexicon.Hedges.Single(h => h.Id == entry.Hedge);
        var claim = AllClaims.Single(c => c.Id == entry.Claim);
        Assert.Contains(entry.Cites, claim.Provenance.Cites);
        if (hedge.AroundFigure is null)
        {
            return;
        }

        // The figure the range sits around is the article's printed one: a text figure, a cell, or the ratio of two cells.
        var seed = claim.Provenance.Seed!;
        var article = SeedFile(seed);
        var printed = Printed(seed, article, entry.Cites) / (entry.Over is { } over ? Printed(seed, article, over) : 1);
        Assert.Equal(printed, entry.Figure!.Value, Math.Max(Math.Abs(printed) * 0.01, 1e-9));
    }

    [Theory]
    [MemberData(nameof(Entries))]
    public void Claims_Entry_QuotesTheArticlesSentenceWithTheHedgesWords(string key)
    {
        var entry = HedgeLexicon.Claims.Single(c => Key(c) == key);
        var hedge = HedgeLexicon.Hedges.Single(h => h.Id == entry.Hedge);

        Assert.NotEmpty(entry.Quotes);
        Assert.All(entry.Quotes, quote =>
        {
            Assert.Contains(quote.Words, quote.Text, StringComparison.Ordinal);
            Assert.False(string.IsNullOrWhiteSpace(quote.English), $"{key}: a quote without its English reading");
            Assert.DoesNotContain('\n', quote.Text);
            if (hedge.Renderings.Count > 0)
            {
                Assert.Contains(quote.Words, hedge.Renderings);
            }
        });
    }

    [Fact]
    public void Hedges_Renderings_EachCarriedByAQuote()
    {
        var quoted = HedgeLexicon.Claims.SelectMany(c => c.Quotes.Select(q => (c.Hedge, q.Words))).ToHashSet();

        Assert.All(HedgeLexicon.Hedges, hedge => Assert.All(hedge.Renderings, words =>
            Assert.True(quoted.Contains((hedge.Id, words)), $"{hedge.Id}: rendering '{words}' is in no claim's quote")));
    }

    /// <summary>
    /// Every quote is verbatim: found in its seed file. The seed texts are not part of the repository; the check reads them
    /// where they are at hand (ASYNCLAB_SEEDS, or a shared/seeds folder beside the checkout), and otherwise checks that
    /// each quote names a seed the lab has a published file for.
    /// </summary>
    [Fact]
    public void Quotes_EveryQuote_FoundVerbatimInItsSeedText()
    {
        var folder = SeedTextFolder();
        var quotes = HedgeLexicon.Claims.SelectMany(c => c.Quotes.Select(q => (c.Claim, Quote: q))).ToList();
        Assert.NotEmpty(quotes);
        foreach (var (claim, quote) in quotes)
        {
            Assert.Matches("^00[0-4]$", quote.Seed);
            if (folder is null)
            {
                continue;
            }

            var file = Directory.GetFiles(folder, quote.Seed + "_*.txt").Single();
            Assert.True(File.ReadAllText(file).Contains(quote.Text, StringComparison.Ordinal), $"{claim}: the quote is not in seed " +
                $"{quote.Seed}: {quote.Text}");
        }
    }

    [Fact]
    public void Printed_EveryFigureTheArticlePrints_InsideItsClaimsBand()
    {
        var entries = HedgeLexicon.Claims.Where(c => Printed(c).Count > 0).ToList();
        Assert.NotEmpty(entries);
        foreach (var entry in entries)
        {
            var seed = AllClaims.Single(c => c.Id == entry.Claim).Provenance.Seed!;
            var article = SeedFile(seed);
            var (low, high) = HedgeLexicon.RangeOf(entry);
            foreach (var (cites, over, stated) in Printed(entry))
            {
                var figure = Printed(seed, article, cites) / (over is null ? 1 : Printed(seed, article, over));
                if (stated is { } value)
                {
                    Assert.Equal(value, figure, Math.Max(Math.Abs(figure) * 0.01, 1e-9));
                }

                Assert.True(figure >= low && figure <= high,
                    $"{Key(entry)}: the article's own {figure.ToString("0.####", CultureInfo.InvariantCulture)} ({cites}) is outside its " +
                        $"band " +
                        $"{low.ToString(CultureInfo.InvariantCulture)}–{high.ToString(CultureInfo.InvariantCulture)}");
            }
        }
    }

    [Fact]
    public void Hedges_NoSeedBand_JudgesAnAbsoluteTime()
    {
        Assert.DoesNotContain(HedgeLexicon.Hedges, h => h.Unit == "nanoseconds");
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
            $"{key}: no band of the claim is the lexicon's {low.ToString(CultureInfo.InvariantCulture)}–" +
                $"{high.ToString(CultureInfo.InvariantCulture)}; its bands: {string.Join(", ", bands.Select(b => $"{b.Low}–{b.High}"))}");
    }

    [Fact]
    public void RangeOf_InverseOfAOneSidedRange_StaysOneSided()
    {
        var clearly = HedgeLexicon.Claims.Single(c => c.Claim == "web-throughput.more-offload-less-throughput" && c.Part == "high-load");

        var (low, high) = HedgeLexicon.RangeOf(clearly);

        Assert.Equal(double.NegativeInfinity, low);
        Assert.Equal(1 / 1.10, high, 1e-12);
    }

    /// <summary>The figures an entry says the article printed for its hedge: cell (over cell), with the value as stated.</summary>
    private static IReadOnlyList<(string Cites, string? Over, double? Value)> Printed(HedgedClaim entry)
    {
        var raw = Lexicon.Value.GetProperty("claims").EnumerateArray()
            .Single(c => c.GetProperty("claim").GetString() == entry.Claim
                && (c.TryGetProperty("part", out var part) ? part.GetString() : null) == entry.Part);
        return raw.TryGetProperty("printed", out var printed)
            ? printed.EnumerateArray().Select(p => (p.GetProperty("cites").GetString()!, p.TryGetProperty("over",
                out var o) ? o.GetString() : null,
                p.TryGetProperty("value", out var v) ? v.GetDouble() : (double?)null)).ToList()
            : [];
    }

    private static string? SeedTextFolder()
    {
        if (Environment.GetEnvironmentVariable("ASYNCLAB_SEEDS") is { Length: > 0 } given && Directory.Exists(given))
        {
            return given;
        }

        for (var dir = new DirectoryInfo(TestFiles.Root); dir is not null; dir = dir.Parent)
        {
            var candidate = Path.Combine(dir.FullName, "shared", "seeds");
            if (Directory.Exists(candidate))
            {
                return candidate;
            }
        }

        return null;
    }

    private static string Key(HedgedClaim entry) => entry.Part is null ? entry.Claim : $"{entry.Claim} ({entry.Part})";

    private static bool Same(double a, double b) => a == b || Math.Abs(a - b) <= 1e-9 * Math.Max(1, Math.Abs(a));

    /// <summary>Every band in a check's tree: its own fields and those of the checks it holds (a core-scoped check is built for
    /// 8 cores).</summary>
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
                    var items = many.Cast<object>().SelectMany(item =>
                        item is ITuple tuple ? Enumerable.Range(0, tuple.Length).Select(i => tuple[i]) : [item]);
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
        JsonDocument.Parse(File.ReadAllText(
            Path.Combine(TestFiles.Root, "..", "..", "docs", "published", $"seed-{seed.Replace('/', '-')}.json"))).RootElement;

    private static JsonElement TextFigure(JsonElement article, string cite) =>
        article.GetProperty("text_figures").EnumerateArray().Single(f => "text/" + f.GetProperty("id").GetString() == cite);

    /// <summary>A text figure's value from the seed file, or a table cell as the lab reads it
    /// (<see cref="PublishedArticle.Cell"/>).</summary>
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
