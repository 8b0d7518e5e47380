using System.Globalization;
using System.Text;
using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Watch.Detectors;

namespace AsyncLab.Watch.Report;

/// <summary>
/// watch.html: the verdicts with their evidence, fix and top stacks, and the timeline as two charts (the pool's threads
/// and queue; blocked and contended time), in the page style of the lab's report (one file, no script, opens from disk).
/// </summary>
public static class WatchHtml
{
    public const string FileName = "watch.html";

    public static string Write(string directory, WatchDocument document)
    {
        var path = Path.Combine(directory, FileName);
        AtomicFile.WriteAllText(path, Render(document));
        return path;
    }

    public static string Render(WatchDocument document)
    {
        var html = new StringBuilder();
        HtmlPage.Open(html, "asynclab watch");
        html.AppendLine("<h1>asynclab watch</h1>");
        html.Append("<p class=\"sub\">").Append(HtmlPage.E(Describe(document))).AppendLine("</p>");
        foreach (var (process, index) in document.Processes.Select((p, i) => (p, i)))
        {
            Process(html, process, index, document.Processes.Count > 1);
        }

        foreach (var process in document.Unwatched)
        {
            html.Append("<p class=\"warning\">Process ").Append(process.ProcessId.ToString(CultureInfo.InvariantCulture))
                .Append(" of the command was not watched, so nothing of it was seen: ").Append(HtmlPage.E(process.Why)).AppendLine("</p>");
        }

        html.AppendLine("<footer>The rules and thresholds are in docs/WATCH.md.</footer>");
        HtmlPage.Close(html);
        return html.ToString();
    }

    private static string Describe(WatchDocument document)
    {
        var target = document.Target.Command is { } command ? "command " + string.Join(' ', command)
            : document.Target.Captures is { } captures ? "capture " + string.Join(", ", captures.Select(Path.GetFileName))
            : "a process";
        var pids = string.Join(", ", document.Processes.Select(p => p.ProcessId));
        return string.Create(CultureInfo.InvariantCulture,
            $"{target} (pid {pids}), watched {document.DurationS:0.0} s from {document.StartedUtc:yyyy-MM-dd HH:mm:ss} UTC, " +
            $"ended by {document.EndedBy}");
    }

    // Each process under its own heading where a command started several: its verdicts, then its timeline.
    private static void Process(StringBuilder html, WatchedProcess process, int index, bool headed)
    {
        if (headed)
        {
            html.Append("<h2>Process ").Append(process.ProcessId.ToString(CultureInfo.InvariantCulture)).Append(" <span class=\"muted\">(")
                .Append(HtmlPage.E(process.Describe())).AppendLine(")</span></h2>");
        }

        foreach (var verdict in process.Verdicts)
        {
            Verdict(html, verdict);
        }

        html.AppendLine("<section><h2>Timeline</h2>");
        foreach (var (chart, i) in Charts(process.Timeline).Select((c, i) => (c, i)))
        {
            var id = string.Create(CultureInfo.InvariantCulture, $"watch-{index}-{i}");
            html.Append("<figure>").Append(ChartSvg.Render(chart, id, standalone: false)).AppendLine("</figure>");
        }

        html.AppendLine("</section>");
        var signals = string.Join(", ", process.Signals) + (headed ? string.Empty : "; " + process.Describe());
        html.Append("<p class=\"muted\">Signals of process ").Append(process.ProcessId.ToString(CultureInfo.InvariantCulture)).Append(": ")
            .Append(HtmlPage.E(signals)).AppendLine(".</p>");
    }

    private static void Verdict(StringBuilder html, DetectorVerdict verdict)
    {
        // Found is the bad news here, so it takes the report's "refuted" colour.
        var css = verdict.Finding switch { Finding.Found => "refuted", Finding.NotSeen => "holds", _ => "not-measured" };
        html.Append("<section><h2>").Append(HtmlPage.E(verdict.Detector)).Append(" <span class=\"v ").Append(css).Append("\">")
            .Append(HtmlPage.E(WatchConsole.Name(verdict.Finding))).AppendLine("</span></h2>");
        html.Append("<p class=\"muted\">").Append(HtmlPage.E(verdict.Rule)).AppendLine("</p>");
        if (verdict.Missing is { } missing)
        {
            html.Append("<p class=\"warning\">Missing: ").Append(HtmlPage.E(missing)).AppendLine("</p>");
        }

        html.AppendLine("<ul>");
        foreach (var line in verdict.Evidence)
        {
            html.Append("<li>").Append(HtmlPage.E(line)).AppendLine("</li>");
        }

        html.AppendLine("</ul>");
        foreach (var stack in verdict.Stacks)
        {
            html.Append("<h3>").Append(HtmlPage.E(stack.Describe())).AppendLine("</h3>");
            html.Append("<pre><code>").Append(HtmlPage.E(string.Join('\n', stack.Frames))).AppendLine("</code></pre>");
        }

        if (verdict.Finding == Finding.Found)
        {
            html.Append("<p><b>Fix:</b> ").Append(HtmlPage.E(verdict.Fix)).AppendLine("</p>");
            if (verdict.Experiment is { } experiment)
            {
                html.Append("<p class=\"muted\">The lab measures its cost: ").Append(HtmlPage.E(experiment)).AppendLine("</p>");
            }

            if (verdict.LabFigure is { } figure)
            {
                html.Append("<p class=\"muted\">Measured: ").Append(HtmlPage.E(figure)).AppendLine("</p>");
            }
        }

        html.AppendLine("</section>");
    }

    private static IReadOnlyList<LineChart> Charts(IReadOnlyList<TimelinePoint> timeline)
    {
        static ChartLine Line(string name, IEnumerable<TimelinePoint> points, Func<TimelinePoint, double?> y, int colour) =>
            new(name, [.. points.Where(p => y(p) is not null).Select(p => new SeriesPoint(p.AtS, y(p)!.Value))], colour, colour);

        return
        [
            new LineChart("Pool threads and queued work", "seconds", MetricUnit.Number, "count", MetricUnit.Number,
                [Line("pool threads", timeline, p => p.PoolThreads, 0), Line("queue length", timeline, p => p.QueueLength, 1)])
            { AllowLogX = false, AllowLogY = false },
            new LineChart("Blocked time so far", "seconds", MetricUnit.Number, "milliseconds", MetricUnit.Number,
                [
                    Line("pool threads blocked", timeline, p => p.PoolBlockedMs, 2),
                    Line("waiting for locks", timeline, p => p.ContendedMs, 3),
                ])
            { AllowLogX = false, AllowLogY = false },
        ];
    }
}
