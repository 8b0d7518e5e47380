using System.Globalization;

namespace AsyncLab.Scan;

/// <summary>
/// The words both the console table and scan.html use for a finding's place, context and runtime sightings, and the
/// table itself: one row per finding (site, kind, where it runs, cost, seen at runtime), then a count by kind.
/// </summary>
public static class ScanText
{
    public static string Context(SiteContext context) => context switch
    {
        SiteContext.Request => "serves requests",
        SiteContext.Test => "test",
        SiteContext.Startup => "start-up",
        SiteContext.Library => "library",
        _ => context.ToString(),
    };

    /// <summary>"seen blocking at runtime (30 waits)", or "-" where watch saw nothing of it (or no watch was given).</summary>
    public static string Runtime(IReadOnlyList<RuntimeSighting> seen) =>
        seen.Count == 0
            ? "-"
            : string.Join("; ", seen.Select(s => string.Create(CultureInfo.InvariantCulture,
                $"seen {s.Detector} at runtime ({s.Count} {(s.Detector == "starvation" ? "thread(s) sampled" : "wait(s)")})")));

    /// <summary>The kind's name as scan.json spells it ("blocking-wait"), for the console, SARIF and --fail-on alike.</summary>
    public static string Kebab(SiteKind kind) => System.Text.Json.JsonSerializer.Serialize(kind, Html.LabJson.Options).Trim('"');

    public static void WriteTable(TextWriter output, ScanDocument document)
    {
        if (document.Findings.Count == 0)
        {
            output.WriteLine(document.Baseline is null ? "no findings" : $"no new findings ({document.KnownInBaseline} in the baseline)");
            return;
        }

        string[] header = ["site", "kind", "where", "seen at runtime", "cost"];
        var rows = document.Findings.Select(f => new[]
        {
            f.Where() + " " + f.Method, Kebab(f.Kind), Context(f.Context), Runtime(f.SeenAtRuntime), SiteCosts.Line(f.Costs),
        }).ToList();
        var widths = Enumerable.Range(0, header.Length - 1).Select(i => rows.Append(header).Max(r => r[i].Length)).ToList();
        void Row(string[] cells) =>
            output.WriteLine(string.Join("  ", cells.Take(widths.Count).Select((c, i) => c.PadRight(widths[i]))) + "  " + cells[^1]);
        Row(header);
        rows.ForEach(Row);
        output.WriteLine();
        var counts = document.Findings.GroupBy(f => f.Kind).OrderBy(g => g.Key).Select(g => $"{g.Count()} {Kebab(g.Key)}");
        var known = document.Baseline is null ? string.Empty : $" new ({document.KnownInBaseline} in the baseline)";
        output.WriteLine($"{document.Findings.Count} finding(s){known}: {string.Join(", ", counts)}");
    }
}
