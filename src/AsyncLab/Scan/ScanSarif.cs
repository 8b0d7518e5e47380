using System.Text.Json;
using System.Text.Json.Nodes;
using AsyncLab.Html;

namespace AsyncLab.Scan;

/// <summary>
/// scan.sarif: the merged findings as SARIF 2.1 for GitHub code scanning, one result per site whose rule is the lab's kind
/// ("asynclab/blocking-wait"), with the analyzers' rules, the cost and the runtime sighting in its message and
/// properties. Paths are relative to the scanned folder (%SRCROOT%).
/// </summary>
public static class ScanSarif
{
    public const string FileName = "scan.sarif";

    public static string Write(string folder, ScanDocument document)
    {
        var path = Path.Combine(folder, FileName);
        AtomicFile.WriteAllText(path, Render(document).ToJsonString(new JsonSerializerOptions { WriteIndented = true }));
        return path;
    }

    public static JsonObject Render(ScanDocument document)
    {
        var rules = new JsonArray([.. Enum.GetValues<SiteKind>().Select(kind => (JsonNode)new JsonObject
        {
            ["id"] = RuleId(kind),
            ["shortDescription"] = new JsonObject { ["text"] = SiteKinds.Describe(kind) },
            ["help"] = new JsonObject { ["text"] = SiteKinds.Fix(kind) },
        })]);
        var results = new JsonArray([.. document.Findings.Select(f => (JsonNode)new JsonObject
        {
            ["ruleId"] = RuleId(f.Kind),
            ["level"] = f.SeenAtRuntime.Count > 0 ? "error" : "warning",
            ["message"] = new JsonObject { ["text"] = Message(f) },
            ["locations"] = new JsonArray(new JsonObject
            {
                ["physicalLocation"] = new JsonObject
                {
                    ["artifactLocation"] = new JsonObject { ["uri"] = f.File, ["uriBaseId"] = "%SRCROOT%" },
                    ["region"] = new JsonObject { ["startLine"] = f.Line, ["startColumn"] = f.Column },
                },
            }),
            ["properties"] = new JsonObject
            {
                ["analyzer_rules"] = new JsonArray([.. f.Rules.Select(r => (JsonNode)JsonValue.Create(r))]),
                ["context"] = ScanText.Context(f.Context),
                ["method"] = f.Method,
            },
        })]);
        return new JsonObject
        {
            ["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json",
            ["version"] = "2.1.0",
            ["runs"] = new JsonArray(new JsonObject
            {
                ["tool"] = new JsonObject
                {
                    ["driver"] = new JsonObject { ["name"] = "AsyncLab scan", ["rules"] = rules },
                },
                ["results"] = results,
            }),
        };
    }

    public static string RuleId(SiteKind kind) => "asynclab/" + ScanText.Kebab(kind);

    private static string Message(ScanFinding f)
    {
        var seen = f.SeenAtRuntime.Count > 0 ? "; " + ScanText.Runtime(f.SeenAtRuntime) : string.Empty;
        return $"{SiteKinds.Describe(f.Kind)} in {f.Method} ({ScanText.Context(f.Context)}; {string.Join(", ", f.Rules)}): " +
            $"{SiteCosts.Line(f.Costs)}{seen}. Fix: {SiteKinds.Fix(f.Kind)}.";
    }
}
