namespace AsyncLab.Cli;

/// <summary>The exit codes of the command line (docs/ARCHITECTURE.md).</summary>
public static class ExitCodes
{
    /// <summary>Every selected experiment ran; a refuted claim is a finding, not a failure.</summary>
    public const int Ok = 0;

    /// <summary>An experiment failed (or the run was cancelled).</summary>
    public const int ExperimentFailed = 1;

    /// <summary>Bad usage: an unknown verb, experiment or profile, an unwritable folder, an unreadable results file.</summary>
    public const int Usage = 2;
}
