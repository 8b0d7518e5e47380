namespace AsyncLab.Scan;

/// <summary>
/// One site the analyzers reported, however many of their rules did: its kind, the rules, where it is (a path relative
/// to the scanned folder, '/'-separated; 1-based line and column), the method it is in, where that runs, the first
/// rule's message, what the lab measured of its kind, and what watch saw of it at runtime.
/// </summary>
public sealed record ScanFinding(
    SiteKind Kind,
    IReadOnlyList<string> Rules,
    string File,
    int Line,
    int Column,
    string Method,
    SiteContext Context,
    string Message)
{
    /// <summary>The lab's claims that measure the kind, each with its figure; empty where the lab does not measure it.</summary>
    public IReadOnlyList<SiteCost> Costs { get; init; } = [];

    /// <summary>The watch detectors whose blocking or starvation stacks named this site; empty without --watch.</summary>
    public IReadOnlyList<RuntimeSighting> SeenAtRuntime { get; init; } = [];

    /// <summary>"src/Orders/OrderService.cs:42".</summary>
    public string Where() => File + ":" + Line.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
