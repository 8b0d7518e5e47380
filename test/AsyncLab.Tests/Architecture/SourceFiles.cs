using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Architecture;

/// <summary>The repository's C# sources, for the guards that read them as text.</summary>
internal static class SourceFiles
{
    /// <summary>
    /// Every line of every C# file under the repository's <paramref name="folder"/> (src or test), build output left
    /// out, with the file's path relative to that folder and the line's number.
    /// </summary>
    public static IEnumerable<(string File, int Number, string Text)> Lines(string folder)
    {
        var root = Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", folder));
        return Directory.EnumerateFiles(root, "*.cs", SearchOption.AllDirectories)
            .Select(file => Path.GetRelativePath(root, file))
            .Where(relative => !IsBuildOutput(relative))
            .SelectMany(relative => File.ReadLines(Path.Combine(root, relative)).Select((text, i) => (relative, i + 1, text)));
    }

    private static bool IsBuildOutput(string relative)
    {
        var parts = relative.Replace('\\', '/').Split('/');
        return parts.Contains("obj", StringComparer.Ordinal) || parts.Contains("bin", StringComparer.Ordinal);
    }
}
