using System.Globalization;

namespace AsyncLab.Reporting.Comparison;

/// <summary>The words and figures every rendering of a comparison shares, so console, Markdown and HTML agree.</summary>
public static class ComparisonText
{
    public const string Explanation =
        "Ratios are B/A, matched by experiment, variant and parameters. For times, bytes and latencies below 1 is better; " +
        "for throughput above 1 is better. A figure kept with its samples (benchmark iterations, load seconds) is marked " +
        "better or worse only when the 99% interval of the B/A ratio of the samples (Hodges–Lehmann, Mann–Whitney) lies wholly " +
        "beyond ±5 %; \"same\" when it lies wholly within; otherwise \"no change detected\". Bytes are exact and marked on " +
        "a difference of 8 B per operation or more (one object; less is one-off allocations averaged over the calls). Summary figures without samples (means, errors, percentiles) are shown, not judged.";

    /// <summary>
    /// What a reader must know before trusting any ratio: a smoke run, runs made with different profiles, or an experiment
    /// whose every case moved alike, or during which the two machines' speed probes differed (<see cref="MachineDrift"/>).
    /// </summary>
    public static IReadOnlyList<string> Cautions(RunComparison comparison)
    {
        var cautions = new List<string>();
        if (comparison.A.Profile != comparison.B.Profile)
        {
            cautions.Add($"The runs used different profiles (A {comparison.A.Profile}, B {comparison.B.Profile}): their figures were measured with different run lengths.");
        }

        if (comparison.A.Profile == "smoke" || comparison.B.Profile == "smoke")
        {
            cautions.Add("A smoke run's figures are not to be trusted; compare quick or full runs.");
        }

        cautions.AddRange(comparison.Experiments.Select(MachineDrift.Caution).OfType<string>());
        if (comparison is { SpeedA: { } speedA, SpeedB: { } speedB })
        {
            cautions.AddRange(comparison.Experiments.Select(e => MachineDrift.ProbeCaution(e.Id, speedA, speedB)).OfType<string>());
        }

        return cautions;
    }

    public static string Value(string metric, double? value) => value is { } v ? MetricFormat.Format(metric, v) : "—";

    public static string Ratio(MetricComparison metric) => metric switch
    {
        { Ratio: { } r } => RatioNumber(r) + "×",
        { A: null } => "only in B",
        { B: null } => "only in A",
        { A: 0, B: 0 } => "same",
        _ => "—",
    };

    /// <summary>The ratio with "better" or "worse" after it when the change is beyond the noise band.</summary>
    public static string RatioWithChange(MetricComparison metric) => metric switch
    {
        { Change: Change.Better } => Ratio(metric) + " better",
        { Change: Change.Worse } => Ratio(metric) + " worse",
        { Interval: { IsKnown: true } i, Change: Change.Undecided } => $"{Ratio(metric)} [{RatioNumber(i.Low)}, {RatioNumber(i.High)}] no change detected",
        { Interval: { IsKnown: true }, Change: Change.None } => Ratio(metric) + " same",
        _ => Ratio(metric),
    };

    /// <summary>Two decimals, more below 0.1 so a thousandfold change does not read "0.00×".</summary>
    public static string RatioNumber(double ratio) =>
        ratio.ToString(Math.Abs(ratio) >= 0.1 ? "#,0.00" : Math.Abs(ratio) >= 0.001 ? "0.0000" : "0.000000", CultureInfo.InvariantCulture);

    public static string Status(ExperimentComparison experiment) =>
        experiment.StatusA == experiment.StatusB
            ? experiment.StatusA.ToString().ToLowerInvariant()
            : $"{experiment.StatusA.ToString().ToLowerInvariant()} → {experiment.StatusB.ToString().ToLowerInvariant()}";

    public static string OneSide(IReadOnlyList<string> ids) => ids.Count == 0 ? "none" : string.Join(", ", ids);
}
