using System.Text.RegularExpressions;

namespace AsyncLab.Reporting;

/// <summary>
/// The words of docs/GLOSSARY.md (built into the lab), for the reports' legend: a report is one file, read where the
/// repository is not, so it carries the definitions rather than a link out of the page.
/// </summary>
public static partial class Glossary
{
    public const string Source = "docs/GLOSSARY.md";

    /// <summary>Each "- **word**: definition" item of the glossary, its lines joined and its markup left out.</summary>
    public static IReadOnlyList<(string Word, string Definition)> Entries { get; } = Read();

    private static List<(string, string)> Read()
    {
        using var stream = typeof(Glossary).Assembly.GetManifestResourceStream("GLOSSARY.md")
            ?? throw new InvalidOperationException("the lab was built without " + Source);
        using var reader = new StreamReader(stream);
        var text = reader.ReadToEnd().ReplaceLineEndings("\n");
        return Item().Matches(text)
            .Select(m => (m.Groups[1].Value, OneLine(m.Groups[2].Value)))
            .ToList();
    }

    private static string OneLine(string definition) =>
        Regex.Replace(definition, @"\s*\n\s*", " ").Replace("`", "", StringComparison.Ordinal).Trim();

    [GeneratedRegex(@"^- \*\*(.+?)\*\*: (.+?)(?=\n- |\n\n|\n?\z)", RegexOptions.Multiline | RegexOptions.Singleline)]
    private static partial Regex Item();
}
