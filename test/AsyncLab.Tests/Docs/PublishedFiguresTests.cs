using System.Text.Json;
using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Docs;

/// <summary>
/// docs/published holds the articles' tables and prose figures as data. Every claim says where it comes from, and every
/// entry a seed or derived claim cites must be found there, so a claim cannot cite a figure the article does not print.
/// </summary>
public class PublishedFiguresTests
{
    private static string Folder => Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "docs", "published"));

    private static IEnumerable<ClaimDefinition> AllClaims => ExperimentCatalog.All.SelectMany(e => e.Claims);

    /// <summary>Every published file, read and parsed once for all the claims that cite it.</summary>
    private static readonly Lazy<IReadOnlyDictionary<string, JsonElement>> Published = new(() =>
        Directory.GetFiles(Folder, "seed-*.json").ToDictionary(f => Path.GetFileName(f), f => JsonDocument.Parse(File.ReadAllText(f)).RootElement.Clone()));

    public static TheoryData<string> Files()
    {
        var data = new TheoryData<string>();
        foreach (var file in Directory.GetFiles(Folder, "seed-*.json").Order(StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(file));
        }

        return data;
    }

    public static TheoryData<string> ClaimIds()
    {
        var data = new TheoryData<string>();
        foreach (var claim in AllClaims)
        {
            data.Add(claim.Id);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void Parse_PublishedFile_HasItsSeedAndUniqueTableIds(string file)
    {
        var root = Published.Value[file];

        Assert.Equal(file, FileOf(root.GetProperty("seed").GetString()!));
        var ids = root.GetProperty("tables").EnumerateArray().Select(t => t.GetProperty("id").GetString()).ToList();
        Assert.Equal(ids.Count, ids.Distinct().Count());
        Assert.All(root.GetProperty("tables").EnumerateArray(), t => Assert.NotEmpty(t.GetProperty("rows").EnumerateArray()));
    }

    [Theory]
    [MemberData(nameof(ClaimIds))]
    public void Provenance_EveryClaim_SaysWhereItComesFrom(string id)
    {
        var provenance = AllClaims.Single(c => c.Id == id).Provenance;

        if (provenance.Kind == ProvenanceKind.Lab)
        {
            Assert.Null(provenance.Seed);
            Assert.Empty(provenance.Cites);
            Assert.False(string.IsNullOrWhiteSpace(provenance.Note), $"{id}: a lab claim says why the lab asks");
            return;
        }

        Assert.NotNull(provenance.Seed);
        Assert.NotEmpty(provenance.Cites);
        if (provenance.Kind == ProvenanceKind.Derived)
        {
            Assert.False(string.IsNullOrWhiteSpace(provenance.Note), $"{id}: a derived claim says what the lab read into the figures");
        }
    }

    [Theory]
    [MemberData(nameof(ClaimIds))]
    public void Cites_SeedAndDerivedClaims_ResolveInThePublishedFile(string id)
    {
        var provenance = AllClaims.Single(c => c.Id == id).Provenance;
        if (provenance.Kind == ProvenanceKind.Lab)
        {
            return;
        }

        var file = FileOf(provenance.Seed!);
        Assert.True(Published.Value.TryGetValue(file, out var root), $"{id} cites seed {provenance.Seed}, but docs/published/{file} does not exist");
        Assert.All(provenance.Cites, cite => Assert.True(Resolves(root, cite), $"{id} cites '{cite}', which {file} does not hold"));
    }

    [Theory]
    [InlineData("table-1/GetStockPriceFor/Mean", true)]
    [InlineData("table-1/GetStockPriceFor/Median", false)]
    [InlineData("table-1/NoSuchRow/Mean", false)]
    [InlineData("table-9/GetStockPriceFor/Mean", false)]
    [InlineData("text/fifteen", true)]
    [InlineData("text/sixteen", false)]
    [InlineData("param/delay", true)]
    [InlineData("nonsense", false)]
    public void Resolves_CiteAgainstAFixedFile_FindsOnlyWhatIsThere(string cite, bool expected)
    {
        using var document = JsonDocument.Parse("""
            {
              "seed": "000/001",
              "tables": [ { "id": "table-1", "rows": [ { "row": "GetStockPriceFor", "values": { "Mean": 12.5, "Error": null } } ] } ],
              "text_figures": [ { "id": "fifteen", "value": 15 } ],
              "parameters": { "delay": { "value": 1000 } }
            }
            """);

        Assert.Equal(expected, Resolves(document.RootElement, cite));
    }

    /// <summary>"000/001" is kept in seed-000-001.json.</summary>
    private static string FileOf(string seed) => "seed-" + seed.Replace('/', '-') + ".json";

    /// <summary>table-id/row/column (a printed, non-null cell), text/figure-id or param/name.</summary>
    private static bool Resolves(JsonElement root, string cite)
    {
        var parts = cite.Split('/', 3);
        switch (parts)
        {
            case ["text", var figure]:
                return root.TryGetProperty("text_figures", out var figures) && figures.EnumerateArray().Any(f => f.GetProperty("id").GetString() == figure);
            case ["param", var name]:
                return root.TryGetProperty("parameters", out var parameters) && parameters.TryGetProperty(name, out _);
            case [var table, var row, var column]:
                return root.GetProperty("tables").EnumerateArray()
                    .Where(t => t.GetProperty("id").GetString() == table)
                    .SelectMany(t => t.GetProperty("rows").EnumerateArray())
                    .Where(r => r.GetProperty("row").GetString() == row)
                    .Any(r => r.GetProperty("values").TryGetProperty(column, out var cell) && cell.ValueKind != JsonValueKind.Null);
            default:
                return false;
        }
    }
}
