using System.Globalization;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;

namespace AsyncLab.Watch;

/// <summary>
/// The watch's plain lines: one a second with the pool's state, one whenever a verdict changes, and the verdicts with
/// their evidence and fix at the end. Each starts with "watch:" so it stands out from a watched command's own output.
/// </summary>
public sealed class WatchConsole(TextWriter output) : IWatchView
{
    private readonly Dictionary<string, Finding> shown = [];

    public void Attached(TargetSession session) =>
        Line($"attached to process {session.ProcessId} (.NET {(session.RuntimeMajor is { } major ? major.ToString(CultureInfo.InvariantCulture) : "version unknown")}); signals: {string.Join(", ", WatchRun.SignalNames(session.Providers.Signals))}");

    public void Note(string text) => Line(text);

    public void Second(TimelinePoint point, IReadOnlyList<DetectorVerdict> verdicts)
    {
        Line(Text($"{point.AtS,5:0} s  threads {Number(point.PoolThreads)}  queue {Number(point.QueueLength)}  cpu {Number(point.CpuPercent)} %  starvation +{point.StarvationInjections}  blocking +{point.CooperativeBlockingAdjustments}  pool blocked {point.PoolBlockedMs:0} ms  contended {point.ContendedMs:0} ms"));
        foreach (var verdict in verdicts.Where(v => !shown.TryGetValue(v.Detector, out var before) || before != v.Finding))
        {
            shown[verdict.Detector] = verdict.Finding;
            if (verdict.Finding == Finding.Found)
            {
                Line($"{verdict.Detector}: found: {verdict.Evidence[0]}");
            }
        }
    }

    public void Summary(WatchDocument document, string path)
    {
        Line(Text($"watched for {document.DurationS:0.0} s ({System.Text.Json.JsonNamingPolicy.KebabCaseLower.ConvertName(document.EndedBy.ToString())}); verdicts:"));
        foreach (var verdict in document.Verdicts)
        {
            Line($"  {verdict.Detector}: {Name(verdict.Finding)}{(verdict.Finding == Finding.CannotTell ? $" (missing: {verdict.Missing})" : string.Empty)}");
            foreach (var evidence in verdict.Evidence)
            {
                Line($"    {evidence}");
            }

            foreach (var stack in verdict.Stacks.Skip(1))
            {
                Line(Text($"    also blocked {stack.BlockedMs:0} ms in {stack.Waits} wait(s) at {string.Join(" ← ", stack.CallerFrames(3))}"));
            }

            if (verdict.Finding == Finding.Found)
            {
                Line($"    fix: {verdict.Fix}");
                if (verdict.Experiment is { } experiment)
                {
                    Line($"    the lab measures its cost: {experiment}");
                }

                if (verdict.LabFigure is { } figure)
                {
                    Line($"    measured: {figure}");
                }
            }
        }

        Line($"written: {path} (and {WatchHtml.FileName} beside it)");
    }

    public static string Name(Finding finding) => finding switch
    {
        Finding.Found => "found",
        Finding.NotSeen => "not seen",
        _ => "cannot tell",
    };

    private static string Number(double? value) => value is { } v ? v.ToString("0", CultureInfo.InvariantCulture) : "-";

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    private void Line(string text) => output.WriteLine("watch: " + text);
}
