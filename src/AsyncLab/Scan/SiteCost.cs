using AsyncLab.Results;

namespace AsyncLab.Scan;

/// <summary>
/// A lab claim that measures a finding's kind, with its figure: from the run given to --results (its measured figure,
/// interval and verdict, and the run's id), or else the article's published figure (<see cref="CostSource.Published"/>).
/// </summary>
public sealed record SiteCost(string Claim, string Experiment, CostSource Source, string Figure)
{
    /// <summary>The run's interval for the claim; null for a published figure and for a claim the run judged on nothing.</summary>
    public ClaimInterval? Interval { get; init; }

    /// <summary>The run's verdict on the claim; null for a published figure.</summary>
    public Verdict? Verdict { get; init; }

    /// <summary>The id of the run the figure comes from; null for a published figure.</summary>
    public string? RunId { get; init; }
}

/// <summary>Where a cost's figure comes from.</summary>
public enum CostSource
{
    /// <summary>A run of the lab on this machine (--results).</summary>
    Run,

    /// <summary>The article's figure, as published; not measured here.</summary>
    Published,
}
