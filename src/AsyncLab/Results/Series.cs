using AsyncLab.Html.Charts;

namespace AsyncLab.Results;

/// <summary>A named line of points, e.g. thread count against seconds since the start of a load test.</summary>
public sealed record Series(string Name, string XLabel, string YLabel, IReadOnlyList<SeriesPoint> Points)
{
    /// <summary>Groups series that belong in one chart (e.g. a test name).</summary>
    public string? Group { get; init; }
}
