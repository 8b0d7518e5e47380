namespace AsyncLab.Tests.Architecture;

/// <summary>The house rule on width: every line of C# and of the project files in src/ and test/ fits in 140 characters.</summary>
public sealed class LineWidthTests
{
    private const int MaxWidth = 140;

    [Theory]
    [InlineData("src", "*.cs")]
    [InlineData("test", "*.cs")]
    [InlineData("src", "*.csproj")]
    [InlineData("test", "*.csproj")]
    public void Lines_EveryFileOfTheKind_AtMost140Characters(string folder, string pattern)
    {
        var wide = SourceFiles.Lines(folder, pattern)
            .Where(line => line.Text.Length > MaxWidth)
            .Select(line => $"{line.File}:{line.Number} ({line.Text.Length})")
            .ToList();

        Assert.True(wide.Count == 0, $"{wide.Count} line(s) wider than {MaxWidth}: " + string.Join(", ", wide.Take(20)));
    }
}
