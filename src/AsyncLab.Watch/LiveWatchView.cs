using System.Globalization;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;
using Spectre.Console;

namespace AsyncLab.Watch;

/// <summary>
/// The live panel of a watch in a terminal: the pool's state and the running totals, and each detector's verdict with
/// its leading evidence, redrawn every second. Only for --pid: a command's own output would tear the panel.
/// </summary>
public sealed class LiveWatchView(LiveDisplayContext context, Table table) : IWatchView
{
    private readonly List<string> notes = [];

    /// <summary>The panel's table before the first second, to hand to AnsiConsole.Live.</summary>
    public static Table NewTable() =>
        new Table().Border(TableBorder.Rounded).Title("asynclab watch").AddColumn("").AddColumn("").HideHeaders();

    public void Attached(TargetSession session) =>
        Note($"attached to process {session.ProcessId} ({WatchedProcess.RuntimeText(session.RuntimeMajor)})");

    public void Note(string text)
    {
        notes.Add(text);
        Redraw(null, []);
    }

    // Only --pid uses the panel, so there is one process.
    public void Second(int processId, TimelinePoint point, IReadOnlyList<DetectorVerdict> verdicts) => Redraw(point, verdicts);

    private void Redraw(TimelinePoint? point, IReadOnlyList<DetectorVerdict> verdicts)
    {
        table.Rows.Clear();
        foreach (var note in notes)
        {
            table.AddRow(new Markup("[grey]note[/]"), new Text(note));
        }

        if (point is not null)
        {
            table.AddRow("watched", Text($"{point.AtS:0} s"));
            table.AddRow("pool threads", Number(point.PoolThreads));
            table.AddRow("queue length", Number(point.QueueLength));
            table.AddRow("cpu", Number(point.CpuPercent) + " %");
            table.AddRow("injections",
                Text($"starvation {point.StarvationInjections}, cooperative blocking {point.CooperativeBlockingAdjustments}"));
            table.AddRow("blocked", Text($"pool threads {point.PoolBlockedMs:0} ms, waiting for locks {point.ContendedMs:0} ms"));
        }

        foreach (var verdict in verdicts)
        {
            var colour = verdict.Finding switch { Finding.Found => "red", Finding.NotSeen => "green", _ => "grey" };
            table.AddRow(
                new Markup($"[{colour}]{Markup.Escape(verdict.Detector)}: {WatchConsole.Name(verdict.Finding)}[/]"),
                new Text(verdict.Evidence.Count > 0 ? verdict.Evidence[0] : string.Empty));
        }

        context.Refresh();
    }

    private static string Number(double? value) => value is { } v ? v.ToString("0", CultureInfo.InvariantCulture) : "-";

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
