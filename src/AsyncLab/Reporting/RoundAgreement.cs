using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// How much each experiment's benchmark rounds disagreed (<see cref="MetricNames.RoundShare"/> of its cases), for the
/// experiments table, and one sentence on what that means for its intervals: they are computed over rounds, so the
/// disagreement is in them. Nothing is printed for experiments without rounds.
/// </summary>
public static class RoundAgreement
{
    /// <summary>The experiment's median share over its cases, as a table cell; "—" when it has none.</summary>
    public static string Cell(ExperimentResult experiment)
    {
        var shares = Shares(experiment);
        return shares.Count == 0
            ? "—"
            : Percent(Statistics.Medians.Of(shares)) + (shares.Max() >= 0.5 ? $" (up to {Percent(shares.Max())})" : string.Empty);
    }

    /// <summary>True when any experiment has rounds to speak of.</summary>
    public static bool AnyIn(ResultsDocument document) => document.Experiments.Any(e => Shares(e).Count > 0);

    public const string Summary =
        "between rounds: the share of a benchmark case's iteration-to-iteration variance that lies between its rounds (median over " +
        "the experiment's cases). A round can run at a speed of its own, so its iterations are not independent draws; every " +
        "interval is computed over rounds (each round's median), so this disagreement is already in it (see docs/METHOD.md).";

    private static List<double> Shares(ExperimentResult experiment) =>
        experiment.Measurements
            .Select(m => m.Metrics.TryGetValue(MetricNames.RoundShare, out var share) ? share : double.NaN)
            .Where(double.IsFinite)
            .ToList();

    private static string Percent(double share) => (share * 100).ToString("0", CultureInfo.InvariantCulture) + " %";
}
