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
    private readonly Dictionary<(int, string), Finding> shown = [];

    public void Attached(TargetSession session) =>
        Line($"attached to process {session.ProcessId} ({WatchedProcess.RuntimeText(session.RuntimeMajor)}); " +
            $"signals: {string.Join(", ", WatchRun.SignalNames(session.Providers.Signals))}");

    public void Note(string text) => Line(text);

    public void Second(int processId, TimelinePoint point, IReadOnlyList<DetectorVerdict> verdicts)
    {
        Line(string.Create(CultureInfo.InvariantCulture,
            $"{point.AtS,5:0} s  pid {processId}  threads {Number(point.PoolThreads)}  queue {Number(point.QueueLength)}  " +
            $"cpu {Number(point.CpuPercent)} %  starvation +{point.StarvationInjections}  " +
            $"blocking +{point.CooperativeBlockingAdjustments}  pool blocked {point.PoolBlockedMs:0} ms  " +
            $"contended {point.ContendedMs:0} ms"));
        foreach (var verdict in verdicts.Where(v => !shown.TryGetValue((processId, v.Detector), out var before) || before != v.Finding))
        {
            shown[(processId, verdict.Detector)] = verdict.Finding;
            if (verdict.Finding == Finding.Found)
            {
                Line($"{verdict.Detector}: found in process {processId}: {verdict.Evidence[0]}");
            }
        }
    }

    public void Summary(WatchDocument document, string path)
    {
        Line(string.Create(CultureInfo.InvariantCulture, $"watched {document.Processes.Count} process(es) for {document.DurationS:0.0} s " +
            $"({System.Text.Json.JsonNamingPolicy.KebabCaseLower.ConvertName(document.EndedBy.ToString())}); verdicts:"));
        foreach (var process in document.Processes)
        {
            Line($"process {process.ProcessId} ({process.Describe()}):");
            foreach (var verdict in process.Verdicts)
            {
                Verdict(verdict);
            }
        }

        foreach (var process in document.Unwatched)
        {
            Line($"process {process.ProcessId}: not watched, nothing of it seen ({process.Why})");
        }

        Line($"written: {path} (and {WatchHtml.FileName} beside it)");
    }

    public static string Name(Finding finding) => finding switch
    {
        Finding.Found => "found",
        Finding.NotSeen => "not seen",
        _ => "cannot tell",
    };

    private void Verdict(DetectorVerdict verdict)
    {
        var missing = verdict.Finding == Finding.CannotTell ? $" (missing: {verdict.Missing})" : string.Empty;
        Line($"  {verdict.Detector}: {Name(verdict.Finding)}{missing}");
        foreach (var evidence in verdict.Evidence)
        {
            Line($"    {evidence}");
        }

        foreach (var stack in verdict.Stacks.Skip(1))
        {
            var frames = string.Join(" ← ", stack.CallerFrames(3));
            Line($"    also {stack.Describe()} at {frames}");
        }

        if (verdict.Finding != Finding.Found)
        {
            return;
        }

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

    private static string Number(double? value) => value is { } v ? v.ToString("0", CultureInfo.InvariantCulture) : "-";

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    private void Line(string text) => output.WriteLine("watch: " + text);
}
