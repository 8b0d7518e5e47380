using System.Text;

namespace AsyncLab.Html;

/// <summary>
/// The shell every HTML page of the lab shares: one file, its style inline, no script, no font or image from
/// elsewhere, so it opens from disk on a machine with no network and looks the same there.
/// </summary>
public static class HtmlPage
{
    private const string Style = """
        :root { --holds: #1a7f37; --differs: #9a6700; --refuted: #cf222e; --not-measured: #6e7781; --line: #d8dee4; --muted: #57606a; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
        """ + " " + """
        color: #1f2328; background: #f6f8fa; }
        main { max-width: 1120px; margin: 0 auto; padding: 20px 24px 48px; }
        h1 { font-size: 26px; margin: 4px 0 2px; }
        h2 { font-size: 20px; margin: 0 0 6px; }
        h3 { font-size: 15px; margin: 18px 0 8px; }
        code { font: 12.5px ui-monospace, "DejaVu Sans Mono", monospace; background: #eff1f3; padding: 1px 4px; border-radius: 4px; }
        a { color: #0969da; text-decoration: none; }
        a:hover { text-decoration: underline; }
        .sub, .muted { color: var(--muted); }
        section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px; margin: 16px 0; }
        .warning { background: #fff8c5; border: 1px solid #d4a72c; border-radius: 8px; padding: 8px 12px; margin: 10px 0; }
        .failed { background: #ffebe9; border: 1px solid #ff8182; border-radius: 8px; padding: 8px 12px; margin: 10px 0; }
        .cards { display: flex; gap: 12px; flex-wrap: wrap; margin: 4px 0 12px; }
        .card { flex: 1 1 150px; border-radius: 10px; padding: 10px 14px; color: #fff; }
        .card b { display: block; font-size: 30px; line-height: 1.1; }
        .card.holds { background: var(--holds); } .card.differs { background: var(--differs); }
        .card.refuted { background: var(--refuted); } .card.not-measured { background: var(--not-measured); }
        .card.inconclusive, .v.inconclusive { background: #6f42c1; } tr.inconclusive td:first-child { border-left: 4px solid #6f42c1; }
        .card.borderline, .v.borderline { background: #0a7ea4; } tr.borderline td:first-child { border-left: 4px solid #0a7ea4; }
        .card.splits, .v.splits { background: #bf3989; } tr.splits td:first-child { border-left: 4px solid #bf3989; }
        .v { display: inline-block; white-space: nowrap; min-width: 92px; text-align: center; font-weight: 600; font-size: 12px;
        """ + " " + """
        border-radius: 12px; padding: 1px 8px; color: #fff; }
        .v.holds { background: var(--holds); } .v.differs { background: var(--differs); }
        .v.refuted { background: var(--refuted); } .v.not-measured { background: var(--not-measured); }
        ul.why { list-style: none; padding: 0; margin: 0; }
        ul.why li { margin: 4px 0; display: flex; gap: 6px; align-items: baseline; }
        ul.why li > .v, ul.why li > a { flex: none; }
        table { border-collapse: collapse; width: 100%; font-size: 13px; }
        th, td { border-bottom: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
        th { background: #f6f8fa; font-weight: 600; }
        td.num, th.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
        th.published, td.published { background: #f3f0ff; color: #3d2b8f; }
        tr.holds td:first-child { border-left: 4px solid var(--holds); }
        """ + " " + """
        tr.differs td:first-child { border-left: 4px solid var(--differs); }
        tr.refuted td:first-child { border-left: 4px solid var(--refuted); }
        """ + " " + """
        tr.not-measured td:first-child { border-left: 4px solid var(--not-measured); }
        .scroll { overflow-x: auto; }
        .meta { display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 2px 16px; margin: 0; }
        @media (max-width: 800px) { .meta { grid-template-columns: max-content 1fr; } }
        .meta dt { color: var(--muted); } .meta dd { margin: 0; }
        figure { margin: 8px 0 14px; }
        figure svg { max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 8px; }
        .better { color: var(--holds); font-weight: 600; } .worse { color: var(--refuted); font-weight: 600; }
        footer { color: var(--muted); font-size: 12.5px; }
        .cards { align-items: baseline; gap: 6px; margin: 10px 0; }
        .cards .total { font-weight: 600; margin-right: 6px; }
        .card { flex: 0 0 auto; border-radius: 12px; padding: 2px 10px; font-size: 13px; }
        .card b { display: inline; font-size: 16px; }
        ul.lines { list-style: none; padding: 0; margin: 4px 0 8px; }
        ul.lines li { margin: 6px 0; }
        .claim-link, .claim-link:hover { color: inherit; text-decoration: none; display: block; }
        .claim-link:hover .st { text-decoration: underline; }
        """ + " " + """
        .st { font-weight: 600; display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; margin-left: 100px;
        """ + " " + """
        margin-top: -19px; }
        .say { display: block; margin-left: 100px; color: #31373d; }
        .say b { color: #1f2328; }
        details.claim { border-bottom: 1px solid var(--line); padding: 5px 0; }
        details.claim > summary, details.fold > summary, details.experiment > summary { cursor: pointer; list-style: none; }
        details.claim > summary::-webkit-details-marker { display: none; }
        details.claim[open] > summary .st { white-space: normal; }
        dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 12px; margin: 6px 0 4px 100px; }
        dl.facts dt { color: var(--muted); } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
        details.sub { margin-left: 100px; } details.sub ul { margin: 2px 0; }
        details.fold { margin: 6px 0; } details.fold > summary { font-weight: 600; font-size: 15px; }
        details.fold > summary::before, details.experiment > summary::before { content: "▸ "; color: var(--muted); }
        details.fold[open] > summary::before, details.experiment[open] > summary::before { content: "▾ "; }
        details.experiment { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 10px 20px; margin: 10px 0; }
        details.experiment > summary h2 { display: inline; font-size: 18px; margin-right: 8px; }
        details.experiment > summary .v { min-width: 0; margin-left: 4px; }
        table.seeds { table-layout: fixed; } table.seeds td { overflow-wrap: anywhere; }
        table.seeds th:nth-child(1) { width: 110px; } table.seeds th:nth-child(3), table.seeds th:nth-child(4) { width: 150px; }
        #run.meta { margin: 4px 0 6px; }
        ul.lines li { position: relative; } .chart-link { position: absolute; right: 0; top: 0; font-size: 12.5px; }
        #headlines .st { margin-right: 80px; }
        """;

    public static void Open(StringBuilder html, string title)
    {
        html.AppendLine("<!DOCTYPE html>");
        html.AppendLine("<html lang=\"en\">");
        html.AppendLine("<head>");
        html.AppendLine("<meta charset=\"utf-8\">");
        html.AppendLine("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");
        html.Append("<title>").Append(E(title)).AppendLine("</title>");
        html.Append("<style>\n").Append(Style).AppendLine("</style>");
        html.AppendLine("</head>");
        html.AppendLine("<body>");
        html.AppendLine("<main>");
    }

    public static void Close(StringBuilder html)
    {
        html.AppendLine("</main>");
        html.AppendLine("</body>");
        html.AppendLine("</html>");
    }

    public static string E(string text) => MarkupText.Escape(text);

    /// <summary>An id or fragment safe in an attribute: letters, digits, '-', '_' and '.'; anything else becomes '-'.</summary>
    public static string Anchor(string text) =>
        new(text.Select(c => char.IsAsciiLetterOrDigit(c) || c is '-' or '_' or '.' ? c : '-').ToArray());
}
