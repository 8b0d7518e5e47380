namespace AsyncLab.Cli;

/// <summary>The exit codes of the command line (docs/ARCHITECTURE.md).</summary>
public static class ExitCodes
{
    /// <summary>Every selected experiment ran; a refuted claim is a finding, not a failure.</summary>
    public const int Ok = 0;

    /// <summary>An experiment failed (or the run, or a scan, was cancelled).</summary>
    public const int ExperimentFailed = 1;

    /// <summary>
    /// Bad usage: an unknown verb, experiment or profile, an unwritable folder, an unreadable results file. For watch
    /// also: the target cannot be attached to (no such process, not .NET, not reachable), or the process given by --pid
    /// exited during the watch.
    /// </summary>
    public const int Usage = 2;

    /// <summary>watch: a detector named by --fail-on found its problem (the evidence is printed and in watch.json).</summary>
    public const int WatchFound = 3;

    /// <summary>
    /// compare --fail-on-regression: a row got worse beyond the threshold at 99 % over the whole comparison (the rows are in
    /// compare-summary.md).
    /// </summary>
    public const int Regression = 4;

    /// <summary>
    /// A gate could not tell, and --allow-cannot-tell was not given: watch, a detector named by --fail-on (the events it needs
    /// did not arrive); compare --fail-on-regression, a judged row whose interval could not tell a change from none.
    /// </summary>
    public const int CannotTell = 5;

    /// <summary>watch: --duration ended the watch before the command it ran had finished.</summary>
    public const int WatchEndedBeforeCommand = 6;

    /// <summary>scan --fail-on: a finding (a new one, with --baseline) is of a kind it names.</summary>
    public const int ScanFound = 7;

    /// <summary>watch: the command it ran (after --) exited non-zero, and --fail-on found nothing.</summary>
    public const int WatchedCommandFailed = ExperimentFailed;
}
