using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Scan;

/// <summary>
/// What each kind costs, from the lab's own figures only: the claims <see cref="SiteKinds.Claims"/> names, read from the
/// run given to --results where it judged them, else the article's published figure, labelled so. Nothing is estimated.
/// </summary>
public sealed class SiteCosts(ResultsDocument? run)
{
    public IReadOnlyList<SiteCost> For(SiteKind kind) => [.. SiteKinds.Claims(kind).Select(Cost)];

    private SiteCost Cost(string claimId)
    {
        var experiment = SiteKinds.ExperimentOf(claimId);
        var judged = run?.Experiments.Where(e => e.Id == experiment).SelectMany(e => e.Claims).FirstOrDefault(c => c.Id == claimId);
        if (judged is not null && run is not null && judged.Verdict != Verdict.NotMeasured)
        {
            return new SiteCost(claimId, experiment, CostSource.Run, judged.Measured)
            {
                Interval = judged.Interval, Verdict = judged.Verdict, RunId = run.Run.Id,
            };
        }

        return new SiteCost(claimId, experiment, CostSource.Published, ClaimTexts.For(claimId).Published);
    }

    /// <summary>One line for a finding's costs: one claim's figure, or "not measured by the lab".</summary>
    public static string Line(IReadOnlyList<SiteCost> costs)
    {
        if (costs.Count == 0)
        {
            return "not measured by the lab";
        }

        // A run's figure first; without one, a claim the article gave a figure for before the lab's own questions.
        var cost = costs.FirstOrDefault(c => c.Source == CostSource.Run)
            ?? costs.FirstOrDefault(c => !c.Figure.StartsWith("not ", StringComparison.Ordinal)) ?? costs[0];
        var more = costs.Count > 1 ? $" (+{costs.Count - 1} more)" : string.Empty;
        return cost.Source == CostSource.Run
            ? $"{cost.Claim}: {cost.Figure}{IntervalText(cost.Interval)}, {cost.Verdict!.Value.Name()} in run {cost.RunId}{more}"
            : $"{cost.Claim}: published {cost.Figure}{more}";
    }

    public static string IntervalText(ClaimInterval? interval) =>
        interval is null || interval.Low == interval.High
            ? string.Empty
            : string.Create(System.Globalization.CultureInfo.InvariantCulture,
                $" [{interval.Low:G4}–{interval.High:G4} at {interval.Confidence:P0}]");
}
