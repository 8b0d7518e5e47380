using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Architecture;

/// <summary>The repository's C# sources, for the guards that read them as text.</summary>
internal static class SourceFiles
{
    /// <summary>
    /// Every line of every C# file under the repository's <paramref name="folder"/> (src or test), build output left
    /// out, with the file's path relative to that folder and the line's number.
    /// </summary>
    public static IEnumerable<(string File, int Number, string Text)> Lines(string folder, string pattern = "*.cs")
    {
        var root = FolderPath(folder);
        return Files(folder, pattern)
            .SelectMany(relative => File.ReadLines(Path.Combine(root, relative)).Select((text, i) => (relative, i + 1, text)));
    }

    /// <summary>
    /// Every file matching <paramref name="pattern"/> (C# by default) under the repository's <paramref name="folder"/>, build
    /// output left out, relative to that folder.
    /// </summary>
    public static IEnumerable<string> Files(string folder, string pattern = "*.cs")
    {
        var root = FolderPath(folder);
        return Directory.EnumerateFiles(root, pattern, SearchOption.AllDirectories)
            .Select(file => Path.GetRelativePath(root, file))
            .Where(relative => !IsBuildOutput(relative));
    }

    private static string FolderPath(string folder) => Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", folder));

    private static bool IsBuildOutput(string relative)
    {
        var parts = relative.Replace('\\', '/').Split('/');
        return parts.Contains("obj", StringComparer.Ordinal) || parts.Contains("bin", StringComparer.Ordinal);
    }
}
