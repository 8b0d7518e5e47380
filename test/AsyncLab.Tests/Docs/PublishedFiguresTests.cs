using System.Globalization;
using System.Text.Json;
using System.Text.RegularExpressions;
using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Docs;

/// <summary>
/// docs/published holds the articles' tables and prose figures as data. Every claim says where it comes from, and every
/// entry a seed or derived claim cites must be found there, so a claim cannot cite a figure the article does not print.
/// </summary>
public partial class PublishedFiguresTests
{
    private static string Folder => Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "docs", "published"));

    private static IEnumerable<ClaimDefinition> AllClaims => ExperimentCatalog.All.SelectMany(e => e.Claims);

    /// <summary>Every published file, read and parsed once for all the claims that cite it.</summary>
    private static readonly Lazy<IReadOnlyDictionary<string, JsonElement>> Published = new(() =>
        Directory.GetFiles(Folder, "seed-*.json")
            .ToDictionary(f => Path.GetFileName(f), f => JsonDocument.Parse(File.ReadAllText(f)).RootElement.Clone()));

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
        Assert.True(Published.Value.TryGetValue(file, out var root),
            $"{id} cites seed {provenance.Seed}, but docs/published/{file} does not exist");
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

    /// <summary>
    /// The published figure a seed or derived claim prints is made of its cited numbers: every number in it is a cited
    /// cell, a number in a cited row's key or a parameter, their ratio, difference or percentage, a mean less the
    /// baseline its ratio implies, or that in millions, to the digits printed. A typo, or a figure from a table the claim
    /// does not cite, fails here.
    /// </summary>
    [Theory]
    [MemberData(nameof(ClaimIds))]
    public void Published_SeedAndDerivedClaims_PrintOnlyWhatTheirCitesGive(string id)
    {
        var claim = AllClaims.Single(c => c.Id == id);
        if (claim.Provenance.Kind == ProvenanceKind.Lab)
        {
            return;
        }

        var root = Published.Value[FileOf(claim.Provenance.Seed!)];
        var cited = claim.Provenance.Cites.SelectMany(c => CitedNumbers(root, c)).Distinct().ToList();
        var derived = cited.Concat(from a in cited from b in cited where b != 0 select a / b)
            .Concat(from a in cited from b in cited select a - b)
            .Concat(from a in cited from b in cited where b != 0 select (a / b - 1) * 100)
            .Concat(from a in cited from b in cited where b != 0 select a - (a / b))
            .Concat(cited.Select(a => a / 1e6))
            .Append(0) // "0 B" reads an article's "allocates nothing"
            .ToList();
        if (LabsOwnNumbers.TryGetValue(id, out var own))
        {
            derived.AddRange(own);
        }

        foreach (Match match in PrintedNumber().Matches(claim.Published))
        {
            var printed = double.Parse(match.Value, CultureInfo.InvariantCulture);
            var decimals = match.Value.Contains('.', StringComparison.Ordinal) && !match.Value.Contains('e', StringComparison.Ordinal)
                ? match.Value.Length - match.Value.IndexOf('.', StringComparison.Ordinal) - 1
                : 0;
            var tolerance = 0.5 * Math.Pow(10, -decimals) + 1e-9;
            Assert.True(derived.Any(d => Math.Abs(Math.Abs(d) - Math.Abs(printed)) <= tolerance),
                $"{id} prints {match.Value} in '{claim.Published}', which none of its cites " +
                    $"({string.Join(", ", claim.Provenance.Cites)}) give");
        }
    }

    /// <summary>Numbers a derived claim prints that are the lab's reading, not a printed figure, each with the reason.</summary>
    private static readonly Dictionary<string, double[]> LabsOwnNumbers = new(StringComparer.Ordinal)
    {
        // The article shows the code only: each of Async1 and Async2 blocks one unit, so both at once take 1 U, in turn 2 U.
        ["composition.whenall-overlaps"] = [1, 2],
    };

    [GeneratedRegex(@"\d+(?:\.\d+)?(?:e\d+)?")]
    private static partial Regex PrintedNumber();

    /// <summary>The numbers one cite gives: its cell (and the numbers in its row's key), its text figure or its parameter's
    /// values.</summary>
    private static IEnumerable<double> CitedNumbers(JsonElement root, string cite)
    {
        switch (cite.Split('/', 3))
        {
            case ["text", var figure]:
                var text = root.GetProperty("text_figures").EnumerateArray()
                    .First(f => f.GetProperty("id").GetString() == figure)
                    .GetProperty("value");
                return text.ValueKind switch
                {
                    JsonValueKind.Number => [text.GetDouble()],
                    JsonValueKind.String => PrintedNumber().Matches(text.GetString()!)
                        .Select(m => double.Parse(m.Value, CultureInfo.InvariantCulture))
                        .ToList(),
                    _ => [],
                };
            case ["param", var name]:
                var value = root.GetProperty("parameters").GetProperty(name).GetProperty("value");
                return value.ValueKind switch
                {
                    JsonValueKind.Number => [value.GetDouble()],
                    JsonValueKind.Array => value.EnumerateArray()
                        .Where(v => v.ValueKind == JsonValueKind.Number)
                        .Select(v => v.GetDouble())
                        .ToList(),
                    _ => [],
                };
            case [var table, var row, var column]:
                var cells = root.GetProperty("tables").EnumerateArray().First(t => t.GetProperty("id").GetString() == table)
                    .GetProperty("rows").EnumerateArray().First(r => r.GetProperty("row").GetString() == row).GetProperty("values");
                var fromKey = PrintedNumber().Matches(row).Select(m => double.Parse(m.Value, CultureInfo.InvariantCulture));
                return fromKey.Append(cells.GetProperty(column).GetDouble()).ToList();
            default:
                return [];
        }
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
                return root.TryGetProperty("text_figures", out var figures)
                    && figures.EnumerateArray().Any(f => f.GetProperty("id").GetString() == figure);
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
