using System.Globalization;

namespace AsyncLab.Comparison;

/// <summary>The words and figures every rendering of a comparison shares, so console, Markdown and HTML agree.</summary>
public static class ComparisonText
{
    public static readonly string Explanation =
        "Ratios are B/A, matched by experiment, variant and parameters. For times, bytes and latencies below 1 is better; " +
        "for throughput above 1 is better. A row both runs measured in two launches or more is judged over its launches: the " +
        "99 % interval of B/A on the launches' summaries (Welch's t, each case's variance moderated by its experiment's rows; " +
        "where either run's launches fall into two modes, an interval spanning every pairing of the two runs' modes, named " +
        "beside it; a ready call timed in turns beside a yardstick, a fixed search of the lab's own, is read on its time over the " +
        "yardstick's turn by turn, when both runs ran the same runtime with the same settings, so that a slow stretch of the " +
        "machine cancels, and says \"against\" it). It is marked better or worse when that interval leaves out 1, reads " +
        "\"no change\" only when the whole " +
        "interval lies within the threshold (±" + Percent(DetectableChange.Reference) + " unless --threshold says otherwise), " +
        "and \"can't tell\" otherwise. Any other figure kept with its samples in both " +
        "runs (a load test's seconds, a run measured in one process) is judged by the 99 % interval of the B/A ratio of the " +
        "samples: it is marked only when that interval leaves out 1 and the ratio also exceeds the between-run spread of its " +
        "kind of figure (the lab's own, or those recorded with asynclab spread and given with --spreads; named beside what " +
        "compare could judge), and unmarked it gives the smallest change it would have marked four times in five: " +
        "\"no change (±3 %)\" when that is at most " + Percent(DetectableChange.CantTellAbove) + ", \"can't tell (±14 %)\" " +
        "when it is larger. Bytes are exact and marked on a difference of 8 B per operation or more (one object; less is " +
        "one-off allocations averaged over the calls), flags when they flip. Summary figures without samples (means, errors, " +
        "percentiles), figures with a single sample and figures with no better direction are shown, not judged.";

    /// <summary>
    /// What a reader must know before trusting any ratio: a smoke run, runs made with different profiles (or with another
    /// profile than the recorded spreads), or an experiment whose every case moved alike, or during which the two machines'
    /// speed probes differed (<see cref="MachineDrift"/>), or whose launches either run measured back to back
    /// (<see cref="BackToBackLaunches"/>).
    /// </summary>
    public static IReadOnlyList<string> Cautions(RunComparison comparison)
    {
        var cautions = new List<string>();
        if (SameRun(comparison) is { } same)
        {
            cautions.Add(same);
        }

        if (comparison.A.Profile != comparison.B.Profile)
        {
            cautions.Add($"The runs used different profiles (A {comparison.A.Profile}, B {comparison.B.Profile}): their figures were " +
                $"measured with different run lengths.");
        }

        if (comparison.A.Profile == "smoke" || comparison.B.Profile == "smoke")
        {
            cautions.Add("A smoke run's figures are not to be trusted; compare quick or full runs.");
        }

        // A profile's run lengths set how far its figures move between runs, so another profile's spreads misjudge them.
        if (comparison.Spreads.Origin is { } origin && (origin.Profile != comparison.A.Profile || origin.Profile != comparison.B.Profile))
        {
            cautions.Add($"The between-run spreads were recorded on {origin.Profile} runs, and these runs are {comparison.A.Profile} (A) " +
                $"and {comparison.B.Profile} (B): record spreads on runs of the profile you compare.");
        }

        cautions.AddRange(comparison.Experiments.Select(MachineDrift.Caution).OfType<string>());
        if (comparison is { SpeedA: { } speedA, SpeedB: { } speedB })
        {
            cautions.AddRange(comparison.Experiments.Select(e => MachineDrift.ProbeCaution(e.Id, speedA, speedB)).OfType<string>());
        }

        cautions.AddRange(comparison.Experiments
            .Select(e => BackToBackLaunches.Caution(e.Id, comparison.ProbesA, comparison.ProbesB)).OfType<string>());

        return cautions;
    }

    /// <summary>
    /// A warning when A and B are one run (the same folder twice, or a copy of it: the same run id, or the same start with
    /// every figure alike): every row then
    /// reads the run against itself; null for two runs.
    /// </summary>
    public static string? SameRun(RunComparison comparison) =>
        comparison.A.Id == comparison.B.Id || (comparison.A.StartedUtc == comparison.B.StartedUtc
            && comparison.Experiments.SelectMany(e => e.Metrics).All(m => m.A == m.B))
            ? $"A and B are the same run ({comparison.B.Id}, started " +
                $"{comparison.B.StartedUtc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture)} UTC): every row compares " +
                "it with itself and says nothing about a change; give two runs."
            : null;

    public static string Ratio(MetricComparison metric) => metric switch
    {
        { Ratio: { } r } => RatioNumber(r) + "×",
        { A: null } => "only in B",
        { B: null } => "only in A",
        { A: 0, B: 0 } => "same",
        _ => "—",
    };

    /// <summary>
    /// The ratio with what the row saw: "better" or "worse" when marked; for a row judged by interval and not marked,
    /// "no change (±3 %)" or "can't tell (±14 %)" with the smallest change it could have seen; "no change" for equal exact
    /// figures; the bare ratio for a row that cannot be judged.
    /// </summary>
    public static string RatioWithChange(MetricComparison metric) => metric switch
    {
        // A row in two modes names them: its ratio is the larger groups', its interval spans every pairing of the modes.
        { Change: Change.Better } => Ratio(metric) + " better" + ModesNote(metric),
        { Change: Change.Worse } => Ratio(metric) + " worse" + ModesNote(metric),
        { IsOverLaunches: true, IsJudgedByInterval: true, Change: Change.None } m =>
            $"{Ratio(metric)} no change (within ±{Percent(m.Threshold)}, {m.Launches} launches{ModesClause(m)})",
        { IsOverLaunches: true, IsJudgedByInterval: true, Interval: { } i } m =>
            $"{Ratio(metric)} [{RatioNumber(i.Low)}, {RatioNumber(i.High)}] can't tell ({ModesClause(m, "", "; ")}{m.Launches} launches" +
            (m.LaunchMovesA is { } moves ? $", ±{Percent(moves)} a launch in A)" : ")"),
        { IsJudgedByInterval: true, Change: Change.None, Detectable: { } d } => $"{Ratio(metric)} no change (±{Percent(d)})",
        { IsJudgedByInterval: true, Interval: { } i, Detectable: { } d } => $"{Ratio(metric)} [{RatioNumber(i.Low)}, " +
            $"{RatioNumber(i.High)}] can't tell (±{Percent(d)})",
        { IsJudgedExactly: true, Change: Change.None } => Ratio(metric) == "same" ? "same" : Ratio(metric) + " no change",
        { Unjudged: UnjudgedReason.Undeclared } => Ratio(metric) + " can't tell (metric not declared)",
        _ => Ratio(metric),
    };

    private static string ModesNote(MetricComparison metric) => Qualifiers(metric) is { } said ? $" ({said})" : string.Empty;

    private static string ModesClause(MetricComparison metric, string before = "; ", string after = "") =>
        Qualifiers(metric) is { } said ? before + said + after : string.Empty;

    /// <summary>How the row was read, where not on its own figures in one mode: "against turns-yardstick; two modes in A: …".</summary>
    private static string? Qualifiers(MetricComparison metric)
    {
        string?[] said = [metric.Yardstick is { } yardstick ? "against " + yardstick : null, metric.Modes];
        var joined = string.Join("; ", said.OfType<string>());
        return joined.Length == 0 ? null : joined;
    }

    /// <summary>A fraction as a percentage: one decimal below 10 %, none above ("2.5 %", "14 %").</summary>
    public static string Percent(double fraction) =>
        (fraction * 100).ToString(fraction < 0.1 ? "0.#" : "#,0", CultureInfo.InvariantCulture) + " %";

    /// <summary>"12 of 91 rows judged (6 by interval, 6 exactly), 1 marked; 2 of the 6 could see a 10 % change".</summary>
    public static string Judged(Visibility seen) =>
        $"{seen.Judged} of {seen.Rows} rows judged ({seen.ByInterval} by interval, {seen.Exactly} exactly), {seen.Marked} marked; " +
        $"{seen.CouldSeeReference} of the {seen.ByInterval} judged by interval could see a {Percent(DetectableChange.Reference)} change";

    /// <summary>
    /// The header of <see cref="Visibility.LaunchesToSeeReference"/>'s column, "launches a side for 10 %": the launches a
    /// side at which half of the experiment's rows over launches would see that change (<see cref="LaunchesToSeeShort"/>).
    /// </summary>
    public static string LaunchesToSeeHeader => $"launches a side for {Percent(DetectableChange.Reference)}";

    /// <summary>"12", "more than 1,000", or "—" where no row over launches could say.</summary>
    public static string LaunchesToSee(int? launches) => launches switch
    {
        null => "—",
        > DetectableChange.MostLaunches => string.Create(CultureInfo.InvariantCulture, $"more than {DetectableChange.MostLaunches:N0}"),
        { } n => n.ToString("N0", CultureInfo.InvariantCulture),
    };

    /// <summary>
    /// "Half of the rows over launches would see ±10 % at about 68 launches a side in command-bus, 11 in whenall (these runs
    /// measured 4).", naming the experiments whose runs measured fewer launches than that; null when none did.
    /// </summary>
    public static string? LaunchesToSeeShort(RunComparison comparison)
    {
        var lacking = comparison.Experiments
            .Select(e => (e.Id, Needed: e.Visibility.LaunchesToSeeReference,
                Measured: e.Metrics.Where(m => m.LaunchesToSeeReference is not null).Select(m => m.Launches ?? 0).DefaultIfEmpty().Min()))
            .Where(e => e.Needed is { } needed && needed > e.Measured)
            .OrderByDescending(e => e.Needed)
            .ToList();
        if (lacking.Count == 0)
        {
            return null;
        }

        var measured = lacking.Select(e => e.Measured).Distinct().Order().ToList();
        var named = lacking.Select((e, i) => $"{LaunchesToSee(e.Needed)}{(i == 0 ? " launches a side" : string.Empty)} in {e.Id}");
        return $"Half of the rows over launches would see ±{Percent(DetectableChange.Reference)} at about {string.Join(", ", named)}, " +
            $"if the launches went on moving as these runs' did (these runs measured {string.Join(" or ", measured)}).";
    }

    /// <summary>"79 not judged: 52 without samples, 27 with no better direction", or "none not judged".</summary>
    public static string NotJudged(Visibility seen) =>
        seen.NotJudged == 0
            ? "every row judged"
            : $"{seen.NotJudged} not judged: " + string.Join(", ", seen.Unjudged.Select(r => $"{r.Value} {Reason(r.Key)}"));

    /// <summary>The comparison's marks over its judged rows: the false-alarm rate when both runs ran the same code.</summary>
    public static string MarkedOfJudged(Visibility seen) =>
        seen.Judged == 0
            ? "No row could be judged."
            : string.Create(CultureInfo.InvariantCulture,
                $"Marked {seen.Marked} of {seen.Judged} judged rows ({seen.MarkedShare * 100:0.0} %); {seen.NotJudged} of {seen.Rows} " +
                    $"rows could not be judged. When A and B ran the same code, every mark is a false alarm: this share is the " +
                        $"comparison's A/A rate.");

    /// <summary>The spreads a change had to exceed: whose they are (the lab's or the user's recorded ones, and from which file and runs),
    /// each with what it was measured on.</summary>
    public static string Spreads(BetweenRunSpreads spreads) =>
        $"A change is marked only beyond the between-run spread of its kind of figure, {spreads.Source}: " +
        string.Join("; ", spreads.All.Select(s => s.Describe())) +
        ". Kinds without a measured spread are not judged." +
        (spreads.Origin is null
            ? " The lab's spreads come from a shared machine whose processes move far apart; on yours, runs of the same code may move " +
                "less: record them with asynclab spread RUN_DIR RUN_DIR RUN_DIR and compare with --spreads to see smaller changes."
            : string.Empty);

    public static string Reason(UnjudgedReason reason) => reason switch
    {
        UnjudgedReason.NotInBothRuns => "not in both runs",
        UnjudgedReason.Undeclared => "of a metric the runs do not declare (can't tell)",
        UnjudgedReason.NoDirection => "with no better direction",
        UnjudgedReason.NoSamples => "without samples (one figure per run)",
        UnjudgedReason.SingleObservation => "with a single sample",
        UnjudgedReason.TooFewSamples => "with too few samples for a 99 % interval",
        UnjudgedReason.NoSpreadMeasured => "of a kind with no measured between-run spread",
        _ => reason.ToString(),
    };

    /// <summary>
    /// Two decimals, more below 0.1 so a thousandfold change does not read "0.00×"; "0" for a figure that fell to zero
    /// (60.6 % → 0 %), and "&lt; 0.0001" where six decimals would print only zeros.
    /// </summary>
    public static string RatioNumber(double ratio) => Math.Abs(ratio) switch
    {
        0 => "0",
        < 0.0001 => "< 0.0001",
        _ => ratio.ToString(Math.Abs(ratio) >= 0.1 ? "#,0.00" : "0.0000", CultureInfo.InvariantCulture),
    };

    /// <summary>The header of the column of B over A as the two figures shown read.</summary>
    public const string RawHeader = "B/A raw";

    /// <summary>The header of the column of the ratio a change was judged on, and its verdict.</summary>
    public const string JudgedHeader = "B/A judged";

    /// <summary>What the two ratio columns are: the raw one need not agree with the judged one, which reads another figure.</summary>
    public static readonly string ColumnsNote =
        $"{RawHeader}: B over A as the two figures shown read. {JudgedHeader}: the ratio the row was judged on, with what it " +
        "saw: over launches it is the ratio of the launches' summaries (\"n launches\"), beside a yardstick its time over the " +
        "yardstick's turn by turn (\"against\" it), else of the samples; \"—\" where the row was not judged.";

    /// <summary>B over A as shown: "1.03×", "0×" for a figure that fell to zero, "from 0" for one that rose from it.</summary>
    public static string RawRatio(MetricComparison metric) => (metric.A, metric.B) switch
    {
        (null, _) => "only in B",
        (_, null) => "only in A",
        (0, 0) => "same",
        (0, _) => "from 0",
        ({ } a, { } b) when double.IsFinite(a) && double.IsFinite(b) => RatioNumber(b / a) + "×",
        _ => "—",
    };

    /// <summary>The judged ratio with what the row saw (<see cref="RatioWithChange"/>), "—" for a row that was not judged.</summary>
    public static string JudgedRatio(MetricComparison metric) =>
        metric.IsJudgedByInterval || metric.IsJudgedExactly || metric.Unjudged == UnjudgedReason.Undeclared
            ? RatioWithChange(metric)
            : "—";

    /// <summary>A row that changed: marked better or worse.</summary>
    public static bool Changed(MetricComparison metric) => metric.Change is Change.Better or Change.Worse;

    public static string Status(ExperimentComparison experiment) =>
        experiment.StatusA == experiment.StatusB
            ? experiment.StatusA.ToString().ToLowerInvariant()
            : $"{experiment.StatusA.ToString().ToLowerInvariant()} → {experiment.StatusB.ToString().ToLowerInvariant()}";

    public static string OneSide(IReadOnlyList<string> ids) => ids.Count == 0 ? "none" : string.Join(", ", ids);
}
