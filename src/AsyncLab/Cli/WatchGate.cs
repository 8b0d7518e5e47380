using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;

namespace AsyncLab.Cli;

/// <summary>
/// What a finished watch exits with, in the order a gate needs: what <c>--fail-on</c> found in any watched process first
/// (a target that exited or a watch cut short does not hide it), then a detector it names that could not tell in any
/// process (unless allowed), then a watch that could not finish (the --pid target gone, its events unreadable, or
/// --duration ending before the command), then the command's own failure. Never 0 for what the watch did not see to
/// the end.
/// </summary>
public static class WatchGate
{
    /// <summary>The exit code and, unless 0, the one line that says why (the caller prints it).</summary>
    public static (int ExitCode, string? Why) Decide(WatchDocument document, IReadOnlySet<string> failOn, bool allowCannotTell,
        string evidencePath)
    {
        var found = Named(document, failOn, Finding.Found);
        if (found.Count > 0)
        {
            return (ExitCodes.WatchFound, $"--fail-on: {string.Join(", ", found)} found (evidence above and in {evidencePath})");
        }

        if (failOn.Count > 0 && document.Unwatched.Count > 0 && !allowCannotTell)
        {
            var first = document.Unwatched[0];
            return (ExitCodes.CannotTell,
                $"--fail-on: {document.Unwatched.Count} .NET process(es) of the command were not watched, so nothing of them was seen " +
                $"(process {first.ProcessId}: {first.Why}); --allow-cannot-tell lets that pass");
        }

        var cannotTell = Named(document, failOn, Finding.CannotTell);
        if (cannotTell.Count > 0 && !allowCannotTell)
        {
            return (ExitCodes.CannotTell,
                $"--fail-on: {string.Join(", ", cannotTell)} cannot tell (the events they need did not arrive; " +
                $"see {evidencePath}); --allow-cannot-tell lets that pass");
        }

        if (document.EndedBy is WatchEnd.TargetExited or WatchEnd.StreamEnded or WatchEnd.ReadFailed)
        {
            var what = document.EndedBy switch
            {
                WatchEnd.TargetExited => "exited",
                WatchEnd.StreamEnded => "stopped sending events",
                _ => "sent events the watch could not read (the line above says why)",
            };
            var pid = document.Processes.Count > 0
                ? document.Processes[0].ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture)
                : "?";
            var who = document.EndedBy == WatchEnd.ReadFailed ? "a watched process" : $"process {pid}";
            return (ExitCodes.Usage, $"{who} {what} after {document.DurationS:0.0} s; what was seen is in {evidencePath}");
        }

        if (document.EndedBy == WatchEnd.Duration && document.Target.Command is not null)
        {
            return (ExitCodes.WatchEndedBeforeCommand,
                $"--duration ended the watch after {document.DurationS:0.0} s, before the command finished: the rest of its run was not " +
                    $"watched");
        }

        if (document.Target.CommandExitCode is { } code and not 0)
        {
            return (ExitCodes.WatchedCommandFailed, $"the watched command exited with code {code}");
        }

        return (ExitCodes.Ok, null);
    }

    // "blocking (process 12)", the process named only where more than one was watched. A process of a finished command
    // that lived only inside its warm-up is one the user asked not to judge (--since): it neither fails nor passes a gate.
    private static List<string> Named(WatchDocument document, IReadOnlySet<string> failOn, Finding finding) =>
        document.AllVerdicts()
            .Where(pv => !(pv.Process.WithinWarmUp && document.EndedBy == WatchEnd.CommandExited))
            .Where(pv => pv.Verdict.Finding == finding && failOn.Contains(pv.Verdict.Detector))
            .Select(pv => document.Processes.Count == 1 ? pv.Verdict.Detector
                : $"{pv.Verdict.Detector} (process {pv.Process.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture)})")
            .ToList();
}
