using System.Collections.Concurrent;
using System.Globalization;
using System.Text.Json;

namespace AsyncLab.Published;

/// <summary>
/// One seed article's published figures, read from its docs/published file (embedded in the lab), so that a figure is
/// written once, in the data, and the code cites it by table, row and column as the claims' provenance does.
/// </summary>
public sealed class PublishedArticle
{
    private static readonly ConcurrentDictionary<string, PublishedArticle> Loaded = new(StringComparer.Ordinal);

    private readonly JsonElement root;
    private readonly ConcurrentDictionary<string, IReadOnlyList<PublishedRow>> rows = new(StringComparer.Ordinal);

    private PublishedArticle(string seed, JsonElement root)
    {
        Seed = seed;
        this.root = root;
    }

    /// <summary>The lab's name for the seed: "000/001", "002", "003", "004".</summary>
    public string Seed { get; }

    /// <summary>The article, read once per process.</summary>
    public static PublishedArticle Of(string seed) => Loaded.GetOrAdd(seed, Load);

    /// <summary>The rows of a table, each with its key and its printed cells (a null cell is left out); read once per table.</summary>
    public IReadOnlyList<PublishedRow> Rows(string table) =>
        rows.GetOrAdd(table, id => Table(id).GetProperty("rows").EnumerateArray().Select(r => new PublishedRow(
            r.GetProperty("row").GetString()!,
            r.GetProperty("values").EnumerateObject().Where(v => v.Value.ValueKind != JsonValueKind.Null)
                .ToDictionary(v => v.Name, v => v.Value.Clone(), StringComparer.Ordinal))).ToList());

    /// <summary>The row with this key, or null when the table has none.</summary>
    public PublishedRow? Row(string table, string key) => Rows(table).FirstOrDefault(r => r.Key == key);

    /// <summary>A printed number, in the unit its column gives; throws when the article does not print it.</summary>
    public double Cell(string table, string row, string column) =>
        Row(table, row)?.Number(column) ?? throw new InvalidOperationException($"seed {Seed} prints no {table}/{row}/{column}");

    /// <summary>What a time column's numbers are multiplied by to give nanoseconds (its unit: s, ms, us or µs, ns).</summary>
    public double NanosecondsPerCell(string table, string column) => NanosecondsPer(Unit(table, column));

    /// <summary>The unit a column is printed in, or null where the article prints none.</summary>
    public string? Unit(string table, string column) =>
        Table(table).TryGetProperty("units", out var units) && units.ValueKind == JsonValueKind.Object
            && units.TryGetProperty(column, out var unit) && unit.ValueKind == JsonValueKind.String ? unit.GetString() : null;

    public static double NanosecondsPer(string? unit) => unit switch
    {
        "s" => 1e9,
        "ms" => 1e6,
        "us" or "µs" => 1e3,
        "ns" => 1,
        _ => throw new InvalidOperationException($"'{unit}' is not a unit of time"),
    };

    private JsonElement Table(string id) =>
        root.GetProperty("tables").EnumerateArray().FirstOrDefault(t => t.GetProperty("id").GetString() == id)
            is { ValueKind: JsonValueKind.Object } table
            ? table
            : throw new InvalidOperationException($"seed {Seed} has no {id}");

    private static PublishedArticle Load(string seed)
    {
        var name = string.Create(CultureInfo.InvariantCulture, $"published/seed-{seed.Replace('/', '-')}.json");
        using var stream = typeof(PublishedArticle).Assembly.GetManifestResourceStream(name)
            ?? throw new InvalidOperationException($"the lab was built without {name}");
        using var document = JsonDocument.Parse(stream);
        return new PublishedArticle(seed, document.RootElement.Clone());
    }
}
