namespace AsyncLab.Cli;

/// <summary>How much a run prints, and for whom.</summary>
public enum RunOutput
{
    /// <summary>Progress bars in a terminal, a line per experiment and launch in a log; the headlines at the end.</summary>
    Normal,

    /// <summary>
    /// run --verbose: every experiment's table and every claim's full why line at the end; in a log, a line per step too.
    /// </summary>
    Verbose,

    /// <summary>run --quiet, for scripts: no progress, and at the end only the line with the report's path.</summary>
    Quiet,

    /// <summary>A child of the lab (a launch, another runtime): a line per step, which its parent reads for its progress.</summary>
    ForParent,
}
