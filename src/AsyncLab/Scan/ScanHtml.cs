using System.Text;
using AsyncLab.Html;

namespace AsyncLab.Scan;

/// <summary>scan.html, made with the lab's HTML kit: the findings table, each kind's costs with their source, the fixes.</summary>
public static class ScanHtml
{
    public const string FileName = "scan.html";

    public static string Write(string folder, ScanDocument document)
    {
        var path = Path.Combine(folder, FileName);
        AtomicFile.WriteAllText(path, Render(document));
        return path;
    }

    public static string Render(ScanDocument document)
    {
        var html = new StringBuilder();
        HtmlPage.Open(html, "AsyncLab scan: " + document.Target);
        html.Append("<h1>scan of ").Append(E(document.Target)).AppendLine("</h1>");
        html.Append("<p class=\"sub\">").Append(document.Findings.Count).Append(" finding(s); costs from ")
            .Append(document.ResultsRun is { } run ? "the lab's run " + E(run) + " on this machine" : "the articles' published figures")
            .Append(document.Watch is { } watch ? "; joined with the watch " + E(watch) : string.Empty)
            .Append(document.Baseline is { } baseline
                ? $"; {document.KnownInBaseline} already in the baseline {E(baseline)}"
                : string.Empty)
            .AppendLine("</p>");
        html.AppendLine("<section><div class=\"scroll\"><table>");
        html.AppendLine("<tr><th>site</th><th>method</th><th>kind</th><th>where</th><th>seen at runtime</th><th>rules</th>" +
            "<th>cost</th></tr>");
        foreach (var f in document.Findings)
        {
            html.Append(f.SeenAtRuntime.Count > 0 ? "<tr class=\"refuted\">" : "<tr>")
                .Append("<td><code>").Append(E(f.Where())).Append("</code></td>")
                .Append("<td><code>").Append(E(f.Method)).Append("</code></td>")
                .Append("<td>").Append(E(SiteKinds.Describe(f.Kind))).Append("</td>")
                .Append("<td>").Append(E(ScanText.Context(f.Context))).Append("</td>")
                .Append("<td>").Append(E(ScanText.Runtime(f.SeenAtRuntime))).Append("</td>")
                .Append("<td>").Append(E(string.Join(", ", f.Rules))).Append("</td>")
                .Append("<td>").Append(Costs(f.Costs)).AppendLine("</td></tr>");
        }

        html.AppendLine("</table></div></section>");
        html.AppendLine("<section><h2>Fixes</h2><ul>");
        foreach (var kind in document.Findings.Select(f => f.Kind).Distinct().Order())
        {
            html.Append("<li><b>").Append(E(SiteKinds.Describe(kind))).Append("</b>: ").Append(E(SiteKinds.Fix(kind))).AppendLine("</li>");
        }

        html.AppendLine("</ul></section>");
        html.AppendLine("<footer>Published figures are the articles' own, not measured here; run the lab and pass --results for this " +
            "machine's.</footer>");
        HtmlPage.Close(html);
        return html.ToString();
    }

    private static string Costs(IReadOnlyList<SiteCost> costs) =>
        costs.Count == 0
            ? "<span class=\"muted\">not measured by the lab</span>"
            : string.Join("<br>", costs.Select(c => c.Source == CostSource.Published
                ? $"<code>{E(c.Claim)}</code> <span class=\"published\">published: {E(c.Figure)}</span>"
                : $"<code>{E(c.Claim)}</code> {E(c.Figure)}{E(SiteCosts.IntervalText(c.Interval))} {Verdict(c)}"));

    private static string Verdict(SiteCost cost)
    {
        var name = E(Results.VerdictNames.Name(cost.Verdict!.Value));
        return $"<span class=\"v {name}\">{name}</span>";
    }

    private static string E(string text) => HtmlPage.E(text);
}
