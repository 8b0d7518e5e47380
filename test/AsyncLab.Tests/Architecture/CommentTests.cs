using System.Text.RegularExpressions;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// Comments say what and why: a date, an issue number or a word of history (what the code did before this version)
/// belongs in the notebook or the commit, where it stays true.
/// </summary>
public sealed partial class CommentTests
{
    [Theory]
    [InlineData("src")]
    [InlineData("test")]
    public void Comments_EveryCSharpFile_NoDateIssueOrHistory(string folder)
    {
        var found = SourceFiles.Lines(folder)
            .Where(line => CommentOf(line.Text) is { } comment && History().IsMatch(comment))
            .Select(line => $"{line.File}:{line.Number}")
            .ToList();

        Assert.True(found.Count == 0, "comments with a date, an issue or history: " + string.Join(", ", found.Take(20)));
    }

    [Theory]
    [InlineData("// Issue 14 measured it", true)]
    [InlineData("/// <summary>Runs as before.</summary>", true)]
    [InlineData("    var x = 1; // taken on 2026-11-26", true)]
    [InlineData("// the reports no longer print it", true)]
    [InlineData("// the rate stops climbing", false)]
    [InlineData("var url = \"http://127.0.0.1/issue 3\";", false)]
    [InlineData("Say(\"a // issue 3\");", false)]
    public void CommentOf_LineWithOrWithoutHistory_Matches(string line, bool history)
    {
        Assert.Equal(history, CommentOf(line) is { } comment && History().IsMatch(comment));
    }

    // The text after "//" on a comment line, or after " // " that ends a line of code (outside a string, so after an even
    // number of unescaped quotes); null when the line has none.
    private static string? CommentOf(string line)
    {
        var trimmed = line.TrimStart();
        if (trimmed.StartsWith("//", StringComparison.Ordinal))
        {
            return trimmed;
        }

        var at = line.IndexOf(" // ", StringComparison.Ordinal);
        var quotes = at < 0 ? 0 : line[..at].Replace("\\\"", string.Empty, StringComparison.Ordinal).Count(c => c == '"');
        return at < 0 || quotes % 2 == 1 ? null : line[at..];
    }

    [GeneratedRegex(@"\bas before\b|\bno longer\b|\bissue \d+|\b20\d\d-\d\d-\d\d\b", RegexOptions.IgnoreCase)]
    private static partial Regex History();
}
