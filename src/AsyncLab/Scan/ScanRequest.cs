using AsyncLab.Results;
using AsyncLab.Watch.Report;

namespace AsyncLab.Scan;

/// <summary>A scan's inputs, read and checked before the build starts, so bad input costs no build.</summary>
public sealed record ScanRequest(ScanTarget Target, string Given)
{
    public ResultsDocument? Results { get; init; }

    public WatchDocument? Watch { get; init; }

    public string? WatchPath { get; init; }

    public ScanDocument? Baseline { get; init; }

    public string? BaselinePath { get; init; }
}
