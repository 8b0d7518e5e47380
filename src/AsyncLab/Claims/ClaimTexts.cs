using System.Text.Json;

namespace AsyncLab.Claims;

/// <summary>
/// The claims' words, kept as data beside each experiment's claims (Experiments/&lt;Name&gt;/&lt;Name&gt;Claims.json,
/// embedded as claims/&lt;Name&gt;Claims.json), so that the C# holds what is computed: the check, its band and the cases
/// it reads. Each file maps a claim id to its statement, published figure and reading (holds, differs, refuted), in
/// snake_case keys as docs/published has them.
/// </summary>
public static class ClaimTexts
{
    private const string ResourcePrefix = "claims/";

    private static readonly Lazy<IReadOnlyDictionary<string, ClaimText>> Loaded = new(Load);

    /// <summary>Every claim's words by its id, from every experiment's file.</summary>
    public static IReadOnlyDictionary<string, ClaimText> All => Loaded.Value;

    /// <summary>
    /// A claim's words. A claim without an entry is an experiment author's mistake, so it throws, naming the id; the
    /// claim texts tests read every claim of the catalog, so it fails there rather than in a user's run.
    /// </summary>
    public static ClaimText For(string id) =>
        All.TryGetValue(id, out var text)
            ? text
            : throw new KeyNotFoundException($"no words for the claim '{id}': add its statement, published and reading to the " +
                "<Name>Claims.json beside its experiment's claims");

    private static Dictionary<string, ClaimText> Load()
    {
        var assembly = typeof(ClaimTexts).Assembly;
        var texts = new Dictionary<string, ClaimText>(StringComparer.Ordinal);
        foreach (var resource in assembly.GetManifestResourceNames().Where(n => n.StartsWith(ResourcePrefix, StringComparison.Ordinal)))
        {
            using var stream = assembly.GetManifestResourceStream(resource)!;
            using var document = JsonDocument.Parse(stream);
            foreach (var claim in document.RootElement.EnumerateObject())
            {
                if (!texts.TryAdd(claim.Name, Read(resource, claim)))
                {
                    throw new InvalidOperationException($"{resource}: the claim '{claim.Name}' has words in two places");
                }
            }
        }

        return texts;
    }

    private static ClaimText Read(string resource, JsonProperty claim)
    {
        var reading = claim.Value.TryGetProperty("reading", out var r) ? r : default;
        return new ClaimText(
            Required(resource, claim, "statement"),
            Required(resource, claim, "published"),
            new ClaimReading(Optional(reading, "holds"), Optional(reading, "differs"), Optional(reading, "refuted")));
    }

    private static string Required(string resource, JsonProperty claim, string name) =>
        claim.Value.TryGetProperty(name, out var value) && value.GetString() is { } text
            ? text
            : throw new InvalidOperationException($"{resource}: the claim '{claim.Name}' has no {name}");

    private static string Optional(JsonElement reading, string name) =>
        reading.ValueKind == JsonValueKind.Object && reading.TryGetProperty(name, out var value) ? value.GetString() ?? "" : "";
}
