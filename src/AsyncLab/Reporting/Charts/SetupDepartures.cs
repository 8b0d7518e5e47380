using System.Text.RegularExpressions;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// The parameters an experiment's claims say this run set otherwise than the article ("u_ms 100 in this run, not the
/// article's 1000"), read from the claims' whys, so a chart that draws the article's figures beside this run's says they were
/// measured at another setting.
/// </summary>
internal static partial class SetupDepartures
{
    public sealed record Departure(string Parameter, string Used, string Article)
    {
        /// <summary>What a chart's legend adds to its published mark when it draws the article's figures beside this run's.</summary>
        public string Note => $"at its {Parameter} {Article}, this run's {Used}";
    }

    public static IReadOnlyList<Departure> Of(ExperimentResult experiment) =>
        experiment.Claims
            .SelectMany(c => Pattern().Matches(c.Why))
            .Select(m => new Departure(m.Groups[1].Value, m.Groups[2].Value, m.Groups[3].Value))
            .Distinct()
            .ToList();

    /// <summary>The departure that applies to rows drawn with published figures: one whose parameter they hold at the value
    /// this run used; null when none does, or nothing published is drawn.</summary>
    public static Departure? For(IReadOnlyList<Departure> departures, IReadOnlyList<Measurement> rows, bool published) =>
        published
            ? departures.FirstOrDefault(d => rows.Any(m => MeasurementGroup.Value(m, d.Parameter) == d.Used))
            : null;

    [GeneratedRegex(@"\((\w+) ([^(),:]+?) in this run, not the article's ([^(),:]+?):")]
    private static partial Regex Pattern();
}
