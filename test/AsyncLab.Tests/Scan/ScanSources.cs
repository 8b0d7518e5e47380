using AsyncLab.Scan;

namespace AsyncLab.Tests.Scan;

/// <summary>A C# file written to a temporary folder, with reports at the lines a marker comment names, for scan's unit tests.</summary>
internal sealed class ScanSources : IDisposable
{
    public string Root { get; } = Directory.CreateTempSubdirectory("asynclab-scan-test-").FullName;

    public string Generated => Path.Combine(Root, "artifacts");

    public string Write(string name, string code)
    {
        var path = Path.Combine(Root, name);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, code);
        return path;
    }

    /// <summary>A report of <paramref name="rule"/> at the first occurrence of <paramref name="text"/> in the file.</summary>
    public static AnalyzerReport At(string file, string rule, string text)
    {
        var lines = File.ReadAllLines(file);
        var line = Array.FindIndex(lines, l => l.Contains(text, StringComparison.Ordinal));
        Assert.True(line >= 0, $"'{text}' is not in {file}");
        var column = lines[line].IndexOf(text, StringComparison.Ordinal) + 1;
        return new AnalyzerReport(rule, rule + " message", file, line + 1, column, line + 1, column + text.Length);
    }

    public IReadOnlyList<ScanFinding> Merge(params AnalyzerReport[] reports) => Sites.Merge(reports, Root, Generated, new SourceReader());

    public void Dispose() => Directory.Delete(Root, recursive: true);
}
