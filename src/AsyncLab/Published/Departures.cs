using System.Text.Json;

namespace AsyncLab.Published;

/// <summary>One way the lab's setup departs from an article's, what that could do to a verdict, and the seed claims it touches.</summary>
/// <param name="Claims">The claims it touches; "*" for every seed claim.</param>
public sealed record Departure(string Id, string What, string Effect, IReadOnlyList<string> Claims)
{
    public bool Touches(string claim) => Claims.Contains("*") || Claims.Contains(claim);
}

/// <summary>
/// The lab's departures from the articles' setups (docs/published/departures.json, embedded): a seed claim that differs or
/// is refuted names those that could have produced the verdict, so a reader can tell the article's claim from the lab's choice.
/// </summary>
public static class Departures
{
    private static readonly Lazy<IReadOnlyList<Departure>> Loaded = new(Load);

    public static IReadOnlyList<Departure> All => Loaded.Value;

    /// <summary>The departures that touch a claim, the runtime (which is what the lab measures) last.</summary>
    public static IReadOnlyList<Departure> For(string claim) =>
        All.Where(d => d.Touches(claim)).OrderBy(d => d.Claims.Contains("*")).ToList();

    /// <summary>
    /// The sentence a seed claim's why ends with when it differs or is refuted: the departures that could have moved it,
    /// or that only the runtime and the machine differ from the article's.
    /// </summary>
    public static string Sentence(string claim)
    {
        var own = For(claim).Where(d => !d.Claims.Contains("*")).ToList();
        return own.Count == 0
            ? "No departure of the lab's setup touches this claim: the runtime and the machine are what differ from the article's."
            : "Departures of the lab's setup that could move this verdict: " + string.Join("; ", own.Select(d => $"{d.Id} ({d.What}: " +
                $"{d.Effect})")) + ".";
    }

    private static IReadOnlyList<Departure> Load()
    {
        using var stream = typeof(Departures).Assembly.GetManifestResourceStream("published/departures.json")
            ?? throw new InvalidOperationException("the lab was built without published/departures.json");
        using var document = JsonDocument.Parse(stream);
        return document.RootElement.GetProperty("departures").EnumerateArray().Select(d => new Departure(
            d.GetProperty("id").GetString()!,
            d.GetProperty("what").GetString()!,
            d.GetProperty("effect").GetString()!,
            d.GetProperty("claims").EnumerateArray().Select(c => c.GetString()!).ToList())).ToList();
    }
}
