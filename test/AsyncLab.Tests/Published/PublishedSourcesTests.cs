using System.Text.Json;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Published;

/// <summary>
/// Every figure in docs/published resolves to a source that its file names: a table is either in the seed text the file
/// names in <c>files</c> (no <c>tables_not_in_text</c> entry names it) or its <c>origin</c> cites the address of the
/// file's <c>original</c>, the article the seed was translated from; every text figure and parameter says where in the
/// text it stands.
/// </summary>
public sealed class PublishedSourcesTests
{
    private static readonly string[] SeedFiles = ["seed-000-001.json", "seed-002.json", "seed-003.json", "seed-004.json"];
    private static readonly string?[] TablesOf000001 = ["table-1", "table-2", "table-3"];
    private static readonly string[] OriginalTexts = ["title", "author", "checked"];

    private static string Folder => Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "docs", "published"));

    public static TheoryData<string> Files()
    {
        var data = new TheoryData<string>();
        foreach (var file in Directory.GetFiles(Folder, "seed-*.json").Order(StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(file));
        }

        return data;
    }

    [Fact]
    public void Files_PublishedFolder_HasEverySeedFile()
    {
        var files = Directory.GetFiles(Folder, "seed-*.json").Select(Path.GetFileName).Order(StringComparer.Ordinal).ToList();

        Assert.Equal(SeedFiles, files);
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void Tables_EverySeedFile_EachTableNamesItsSource(string file)
    {
        var root = Read(file);

        Assert.Empty(TableSourceProblems(root));
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void TextFigures_EverySeedFile_EachHasALocator(string file)
    {
        var root = Read(file);

        Assert.Empty(LocatorProblems(root));
    }

    [Fact]
    public void Original_SeedFile000001_NamesTeplyakovsArticleAndHowItWasChecked()
    {
        var original = Read("seed-000-001.json").GetProperty("original");

        Assert.Equal("https://devblogs.microsoft.com/premier-developer/the-performance-characteristics-of-async-methods/",
            original.GetProperty("address").GetString());
        Assert.Equal(2018, original.GetProperty("year").GetInt32());
        Assert.Contains("Teplyakov", original.GetProperty("author").GetString(), StringComparison.Ordinal);
        Assert.Contains("cell by cell", original.GetProperty("checked").GetString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Tables_SeedFile000001_EveryTableIsFromTheOriginal()
    {
        var root = Read("seed-000-001.json");

        Assert.Equal(TablesOf000001, NotInText(root));
    }

    [Fact]
    public void TableSourceProblems_TableInTheSeedText_None()
    {
        using var document = JsonDocument.Parse("""
            { "files": ["002"], "tables": [ { "id": "table-1", "rows": [] } ] }
            """);

        Assert.Empty(TableSourceProblems(document.RootElement));
    }

    [Fact]
    public void TableSourceProblems_TableNotInTextCitingTheOriginal_None()
    {
        using var document = JsonDocument.Parse("""
            {
              "files": ["000"],
              "original": { "title": "T", "author": "A", "year": 2018, "address": "https://example.org/post/", "checked": "cell by cell" },
              "tables": [ { "id": "table-1", "origin": "From the original, https://example.org/post/, every figure checked." } ],
              "tables_not_in_text": [ { "table": "table-1", "locator": "section 2" } ]
            }
            """);

        Assert.Empty(TableSourceProblems(document.RootElement));
    }

    [Theory]
    [InlineData(
        """{ "files": ["000"], "tables": [ { "id": "table-1", "origin": "the lab's starting design" } ],""" +
            """ "tables_not_in_text": [ { "table": "table-1", "locator": "s" } ] }""",
        "names no original")]
    [InlineData(
        """{ "files": ["000"], "original": { "title": "T", "author": "A", "year": 2018, "address": "https://example.org/post/",""" +
            """ "checked": "c" }, "tables": [ { "id": "table-1", "origin": "the lab's starting design" } ],""" +
            """ "tables_not_in_text": [ { "table": "table-1", "locator": "s" } ] }""",
        "does not cite")]
    [InlineData(
        """{ "files": ["000"], "original": { "title": "T", "author": "A", "year": 2018, "address": "https://example.org/post/",""" +
            """ "checked": "c" }, "tables": [ { "id": "table-1" } ],""" +
            """ "tables_not_in_text": [ { "table": "table-1", "locator": "s" } ] }""",
        "does not cite")]
    [InlineData(
        """{ "files": ["000"], "original": { "title": "T", "author": "A", "year": 2018, "address": "example.org/post",""" +
            """ "checked": "c" }, "tables": [ { "id": "table-1", "origin": "example.org/post" } ],""" +
            """ "tables_not_in_text": [ { "table": "table-1", "locator": "s" } ] }""",
        "absolute http")]
    [InlineData(
        """{ "files": ["000"], "original": { "title": "T", "author": "A", "year": 2018, "address": "https://example.org/post/" },""" +
            """ "tables": [ { "id": "table-1", "origin": "https://example.org/post/" } ],""" +
            """ "tables_not_in_text": [ { "table": "table-1", "locator": "s" } ] }""",
        "'checked'")]
    [InlineData(
        """{ "files": ["000"], "tables": [ { "id": "table-1" } ], "tables_not_in_text": [ { "locator": "s" } ] }""",
        "names no table")]
    [InlineData(
        """{ "files": ["000"], "tables": [ { "id": "table-1" } ], "tables_not_in_text": [ { "table": "table-9", "locator": "s" } ] }""",
        "table-9")]
    [InlineData("""{ "files": [], "tables": [ { "id": "table-1" } ] }""", "names no seed")]
    [InlineData("""{ "files": ["002"], "tables": [ { "id": "table-1", "origin": "a blog post somewhere" } ] }""", "names no original")]
    public void TableSourceProblems_TableWithoutANamedSource_Reported(string json, string expected)
    {
        using var document = JsonDocument.Parse(json);

        Assert.Contains(TableSourceProblems(document.RootElement), problem => problem.Contains(expected, StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("""{ "text_figures": [ { "id": "x", "value": 1 } ] }""", "text/x")]
    [InlineData("""{ "text_figures": [ { "id": "x", "locator": " ", "value": 1 } ] }""", "text/x")]
    [InlineData("""{ "parameters": { "delay": { "value": 1000, "locator": "" } } }""", "param/delay")]
    public void LocatorProblems_FigureWithoutALocator_Reported(string json, string expected)
    {
        using var document = JsonDocument.Parse(json);

        Assert.Contains(LocatorProblems(document.RootElement), problem => problem.Contains(expected, StringComparison.Ordinal));
    }

    private static JsonElement Read(string file)
    {
        using var document = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, file)));
        return document.RootElement.Clone();
    }

    /// <summary>The tables the seed text lacks, as the file's <c>tables_not_in_text</c> names them.</summary>
    private static List<string?> NotInText(JsonElement root) =>
        root.TryGetProperty("tables_not_in_text", out var missing)
            ? missing.EnumerateArray()
                .Select(m => m.TryGetProperty("table", out var t) && t.ValueKind == JsonValueKind.String ? t.GetString() : null)
                .ToList()
            : [];

    /// <summary>
    /// Why a table's figures do not resolve to a source the file names: the file names no seed text; a
    /// <c>tables_not_in_text</c> entry names no table, or one that is not there; a table not in the text has no
    /// <c>original</c> to come from, or its <c>origin</c> does not cite the original's address; the original lacks
    /// its title, author, year, absolute address or how it was checked; a table in the text claims another origin.
    /// </summary>
    private static List<string> TableSourceProblems(JsonElement root)
    {
        var problems = new List<string>();
        if (!root.TryGetProperty("files", out var files) || !files.EnumerateArray().Any(f => !string.IsNullOrWhiteSpace(f.GetString())))
        {
            problems.Add("the file names no seed text in 'files'");
        }

        var ids = root.GetProperty("tables").EnumerateArray()
            .Select(t => t.GetProperty("id").GetString())
            .ToHashSet(StringComparer.Ordinal);
        var notInText = NotInText(root);
        foreach (var table in notInText)
        {
            if (table is null)
            {
                problems.Add("a tables_not_in_text entry names no table");
            }
            else if (!ids.Contains(table))
            {
                problems.Add($"tables_not_in_text names {table}, which the file does not hold");
            }
        }

        var address = OriginalAddress(root, problems);
        foreach (var table in root.GetProperty("tables").EnumerateArray())
        {
            var id = table.GetProperty("id").GetString();
            var origin = table.TryGetProperty("origin", out var o) && o.ValueKind == JsonValueKind.String ? o.GetString()! : null;
            if (!notInText.Contains(id) && origin is null)
            {
                continue; // in the seed text
            }

            if (address is null)
            {
                problems.Add($"{id} is not from the seed text, but the file names no original");
            }
            else if (origin is null || !origin.Contains(address, StringComparison.Ordinal))
            {
                problems.Add($"{id}'s origin does not cite the original's address {address}");
            }
        }

        return problems;
    }

    /// <summary>The original's address when the file names a whole original (title, author, year, absolute http(s) address, how
    /// it was checked); else null, with why.</summary>
    private static string? OriginalAddress(JsonElement root, List<string> problems)
    {
        if (!root.TryGetProperty("original", out var original))
        {
            return null;
        }

        foreach (var key in OriginalTexts)
        {
            if (!original.TryGetProperty(key, out var value) || string.IsNullOrWhiteSpace(value.GetString()))
            {
                problems.Add($"the original has no '{key}'");
            }
        }

        if (!original.TryGetProperty("year", out var year) || year.ValueKind != JsonValueKind.Number)
        {
            problems.Add("the original has no year");
        }

        var address = original.TryGetProperty("address", out var a) ? a.GetString() : null;
        if (!Uri.TryCreate(address, UriKind.Absolute, out var uri) || (uri.Scheme != Uri.UriSchemeHttps && uri.Scheme != Uri.UriSchemeHttp))
        {
            problems.Add($"the original's address '{address}' is not an absolute http(s) address");
            return null;
        }

        return address;
    }

    /// <summary>Text figures and parameters that do not say where in the text they stand.</summary>
    private static List<string> LocatorProblems(JsonElement root)
    {
        var problems = new List<string>();
        if (root.TryGetProperty("text_figures", out var figures))
        {
            problems.AddRange(figures.EnumerateArray()
                .Where(f => !HasLocator(f))
                .Select(f => $"text/{f.GetProperty("id").GetString()} has no locator"));
        }

        if (root.TryGetProperty("parameters", out var parameters))
        {
            problems.AddRange(parameters.EnumerateObject().Where(p => !HasLocator(p.Value)).Select(p => $"param/{p.Name} has no locator"));
        }

        return problems;
    }

    private static bool HasLocator(JsonElement entry) =>
        entry.TryGetProperty("locator", out var locator)
            && locator.ValueKind == JsonValueKind.String
            && !string.IsNullOrWhiteSpace(locator.GetString());
}
