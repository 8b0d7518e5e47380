using System.Text.Json;

namespace AsyncLab.Published;

/// <summary>
/// The lexicon of the articles' hedges (docs/published/hedges.json, embedded): every seed claim's band is read from
/// here, so that "slightly" means the same range wherever an article says it, and the band follows the sentence, not
/// today's runtime.
/// </summary>
public static class HedgeLexicon
{
    private static readonly Lazy<(
        IReadOnlyList<Hedge> Hedges,
        IReadOnlyList<HedgedClaim> Claims,
        IReadOnlyDictionary<string, string> NotYet)> Loaded = new(Load);

    public static IReadOnlyList<Hedge> Hedges => Loaded.Value.Hedges;

    public static IReadOnlyList<HedgedClaim> Claims => Loaded.Value.Claims;

    /// <summary>The seed claims whose band is still the lab's own, each with why.</summary>
    public static IReadOnlyDictionary<string, string> NotYet => Loaded.Value.NotYet;

    /// <summary>
    /// The range for a claim's hedged part: the hedge's range, placed around the printed figure and turned over as the
    /// lexicon says.
    /// </summary>
    public static (double Low, double High) RangeFor(string claim, string? part = null)
    {
        var entry = Claims.SingleOrDefault(c => c.Claim == claim && c.Part == part)
            ?? throw new InvalidOperationException(
                $"the hedge lexicon has no entry for {claim}{(part is null ? string.Empty : " (" + part + ")")}");
        return RangeOf(entry);
    }

    /// <summary>The margin of a claim's hedged part (<see cref="Hedge.Margin"/>).</summary>
    public static double MarginFor(string claim, string? part = null)
    {
        var entry = Claims.Single(c => c.Claim == claim && c.Part == part);
        return Hedges.Single(h => h.Id == entry.Hedge).Margin;
    }

    /// <summary>The range an entry of the lexicon gives its claim.</summary>
    public static (double Low, double High) RangeOf(HedgedClaim entry)
    {
        var hedge = Hedges.SingleOrDefault(h => h.Id == entry.Hedge)
            ?? throw new InvalidOperationException($"the hedge lexicon has no hedge '{entry.Hedge}'");
        var (low, high) = hedge.AroundFigure switch
        {
            null => (hedge.Low, hedge.High),
            "offset" => (Figure(entry) + hedge.Low, Figure(entry) + hedge.High),
            "factor" => (Figure(entry) * hedge.Low, Figure(entry) * hedge.High),
            var other => throw new InvalidOperationException($"hedge '{hedge.Id}': '{other}' is neither offset nor factor"),
        };

        // Turned over, a one-sided range stays one-sided: "at least 1.1×" becomes "at most 1/1.1×".
        return entry.Inverse
            ? (double.IsPositiveInfinity(high) ? double.NegativeInfinity : 1 / high, low <= 0 ? double.PositiveInfinity : 1 / low)
            : (low, high);
    }

    private static double Figure(HedgedClaim entry) =>
        entry.Figure ?? throw new InvalidOperationException(
            $"{entry.Claim}: hedge '{entry.Hedge}' is read around a printed figure, and the entry gives none");

    private static (IReadOnlyList<Hedge>, IReadOnlyList<HedgedClaim>, IReadOnlyDictionary<string, string>) Load()
    {
        using var stream = typeof(HedgeLexicon).Assembly.GetManifestResourceStream("published/hedges.json")
            ?? throw new InvalidOperationException("the lab was built without published/hedges.json");
        using var document = JsonDocument.Parse(stream);
        var root = document.RootElement;
        var hedges = root.GetProperty("hedges").EnumerateArray().Select(h =>
        {
            var range = h.GetProperty("range");
            return new Hedge(
                h.GetProperty("id").GetString()!,
                h.GetProperty("words").GetString()!,
                h.GetProperty("unit").GetString()!,
                End(range[0], double.NegativeInfinity),
                End(range[1], double.PositiveInfinity),
                h.TryGetProperty("around_figure", out var around) ? around.GetString() : null,
                h.GetProperty("why").GetString()!)
            {
                Renderings = h.TryGetProperty("renderings",
                    out var renderings) ? renderings.EnumerateArray().Select(r => r.GetString()!).ToList() : [],
                Margin = h.TryGetProperty("margin", out var margin) ? margin.GetDouble() : 0,
                MarginWhy = Text(h, "margin_why") ?? string.Empty,
            };
        }).ToList();
        var claims = root.GetProperty("claims").EnumerateArray().Select(c => new HedgedClaim(
            c.GetProperty("claim").GetString()!,
            Text(c, "part"),
            c.GetProperty("hedge").GetString()!,
            c.GetProperty("cites").GetString()!,
            Text(c, "over"),
            c.TryGetProperty("figure", out var figure) ? figure.GetDouble() : null,
            c.TryGetProperty("inverse", out var inverse) && inverse.GetBoolean())
        {
            Quotes = c.TryGetProperty("quotes", out var quotes) ? quotes.EnumerateArray().Select(Quote).ToList() : [],
        }).ToList();
        var notYet = root.GetProperty("not_yet").EnumerateArray()
            .ToDictionary(n => n.GetProperty("claim").GetString()!, n => n.GetProperty("why").GetString()!, StringComparer.Ordinal);
        return (hedges, claims, notYet);
    }

    /// <summary>The first quote of a claim's entries (the article's sentence), or null for a claim with none.</summary>
    public static ArticleQuote? QuoteFor(string claim) =>
        Claims.Where(c => c.Claim == claim).SelectMany(c => c.Quotes).FirstOrDefault();

    private static ArticleQuote Quote(JsonElement q) =>
        new(q.GetProperty("seed").GetString()!, q.GetProperty("text").GetString()!, q.GetProperty("words").GetString()!,
            q.GetProperty("english").GetString()!);

    private static double End(JsonElement value, double whenOpen) => value.ValueKind == JsonValueKind.Null ? whenOpen : value.GetDouble();

    private static string? Text(JsonElement element, string name) => element.TryGetProperty(name, out var value) ? value.GetString() : null;
}
