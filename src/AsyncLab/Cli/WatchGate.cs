using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;

namespace AsyncLab.Cli;

/// <summary>
/// What a finished watch exits with, in the order a gate needs: what <c>--fail-on</c> found first (a target that exited
/// or a watch cut short does not hide it), then a detector it names that could not tell (unless allowed), then a watch
/// that could not finish (the --pid target gone, or --duration ending before the command), then the command's own
/// failure. Never 0 for what the watch did not see to the end.
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

        var cannotTell = Named(document, failOn, Finding.CannotTell);
        if (cannotTell.Count > 0 && !allowCannotTell)
        {
            return (ExitCodes.CannotTell,
                $"--fail-on: {string.Join(", ", cannotTell)} cannot tell (the events they need did not arrive; " +
                $"see {evidencePath}); --allow-cannot-tell lets that pass");
        }

        if (document.EndedBy is WatchEnd.TargetExited or WatchEnd.StreamEnded)
        {
            var what = document.EndedBy == WatchEnd.TargetExited ? "exited" : "stopped sending events";
            var pid = document.Target.ProcessIds.Count > 0
                ? document.Target.ProcessIds[0].ToString(System.Globalization.CultureInfo.InvariantCulture)
                : "?";
            return (ExitCodes.Usage, $"process {pid} {what} after {document.DurationS:0.0} s; what was seen is in {evidencePath}");
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

    private static List<string> Named(WatchDocument document, IReadOnlySet<string> failOn, Finding finding) =>
        document.Verdicts.Where(v => v.Finding == finding && failOn.Contains(v.Detector)).Select(v => v.Detector).ToList();
}
