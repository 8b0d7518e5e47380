using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Architecture;

/// <summary>The house rule on width: every line of C# in src/ and test/ fits in 140 characters.</summary>
public sealed class LineWidthTests
{
    private const int MaxWidth = 140;

    [Theory]
    [InlineData("src")]
    [InlineData("test")]
    public void Lines_EveryCSharpFile_AtMost140Characters(string folder)
    {
        var root = Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", folder));
        var wide = Directory.EnumerateFiles(root, "*.cs", SearchOption.AllDirectories)
            .Where(file => !IsBuildOutput(Path.GetRelativePath(root, file)))
            .SelectMany(file => File.ReadLines(file).Select((line, i) => (File: file, Number: i + 1, line.Length)))
            .Where(line => line.Length > MaxWidth)
            .Select(line => $"{Path.GetRelativePath(root, line.File)}:{line.Number} ({line.Length})")
            .ToList();

        Assert.True(wide.Count == 0, $"{wide.Count} line(s) wider than {MaxWidth}: " + string.Join(", ", wide.Take(20)));
    }

    private static bool IsBuildOutput(string relative)
    {
        var parts = relative.Replace('\\', '/').Split('/');
        return parts.Contains("obj", StringComparer.Ordinal) || parts.Contains("bin", StringComparer.Ordinal);
    }
}
