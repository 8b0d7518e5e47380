using System.Text.Json;

namespace AsyncLab.Scan;

/// <summary>
/// Reads the SARIF 2.1 logs the compiler wrote in the scan's build: the results of the rules scan reads
/// (<see cref="SiteKinds.Rules"/>), without those suppressed in source (#pragma, [SuppressMessage]).
/// </summary>
public static class SarifLogs
{
    public static IReadOnlyList<AnalyzerReport> ReadFolder(string folder) =>
        [.. Directory.EnumerateFiles(folder, "*.sarif").Order(StringComparer.Ordinal).SelectMany(Read)];

    public static IReadOnlyList<AnalyzerReport> Read(string path)
    {
        try
        {
            using var document = JsonDocument.Parse(File.ReadAllText(path));
            return [.. Results(document.RootElement)];
        }
        catch (Exception ex) when (ex is JsonException or IOException or UnauthorizedAccessException or InvalidOperationException
            or KeyNotFoundException or FormatException)
        {
            throw new ScanInputException($"cannot read the SARIF log '{path}': {ex.Message.ReplaceLineEndings(" ")}");
        }
    }

    private static IEnumerable<AnalyzerReport> Results(JsonElement root)
    {
        if (root.GetProperty("version").GetString() is not { } version || !version.StartsWith("2.1", StringComparison.Ordinal))
        {
            throw new FormatException("not SARIF 2.1");
        }

        foreach (var run in root.GetProperty("runs").EnumerateArray())
        {
            if (!run.TryGetProperty("results", out var results))
            {
                continue;
            }

            foreach (var result in results.EnumerateArray())
            {
                var rule = result.GetProperty("ruleId").GetString() ?? "";
                if (!SiteKinds.Rules.ContainsKey(rule) || IsSuppressed(result) || Location(result) is not { } location)
                {
                    continue;
                }

                var message = result.TryGetProperty("message", out var m) && m.TryGetProperty("text", out var text)
                    ? text.GetString() ?? ""
                    : "";
                yield return new AnalyzerReport(rule, message, location.File, location.Line, location.Column, location.EndLine,
                    location.EndColumn);
            }
        }
    }

    private static bool IsSuppressed(JsonElement result) =>
        result.TryGetProperty("suppressions", out var suppressions) && suppressions.GetArrayLength() > 0;

    private static (string File, int Line, int Column, int EndLine, int EndColumn)? Location(JsonElement result)
    {
        if (!result.TryGetProperty("locations", out var locations) || locations.GetArrayLength() == 0)
        {
            return null;
        }

        var physical = locations[0].GetProperty("physicalLocation");
        var uri = physical.GetProperty("artifactLocation").GetProperty("uri").GetString() ?? "";
        var region = physical.GetProperty("region");
        var line = region.GetProperty("startLine").GetInt32();
        var column = Int(region, "startColumn") ?? 1;
        return (FilePath(uri), line, column, Int(region, "endLine") ?? line, Int(region, "endColumn") ?? column);
    }

    private static int? Int(JsonElement element, string name) => element.TryGetProperty(name, out var value) ? value.GetInt32() : null;

    private static string FilePath(string uri) =>
        Uri.TryCreate(uri, UriKind.Absolute, out var absolute) && absolute.IsFile ? absolute.LocalPath : uri;
}
