namespace AsyncLab.Scan;

/// <summary>
/// scan.json: what was scanned, with what (the run whose figures the costs quote, the watch joined, the baseline), and
/// every finding (docs/scan.schema.json).
/// </summary>
/// <param name="Target">The solution, project or folder built, as given.</param>
/// <param name="BuildS">Seconds the scan's build took.</param>
public sealed record ScanDocument(
    int Schema,
    DateTimeOffset StartedUtc,
    string Target,
    double BuildS,
    IReadOnlyList<ScanFinding> Findings)
{
    public const int CurrentSchema = 1;

    /// <summary>The id of the run given to --results, whose figures the costs quote; null: the published figures.</summary>
    public string? ResultsRun { get; init; }

    /// <summary>The watch.json given to --watch; null without it.</summary>
    public string? Watch { get; init; }

    /// <summary>The scan.json given to --baseline; null without it.</summary>
    public string? Baseline { get; init; }

    /// <summary>Findings the baseline already held, left out of <see cref="Findings"/>.</summary>
    public int KnownInBaseline { get; init; }
}
