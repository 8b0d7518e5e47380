using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim on how many times one figure is another: the median pairwise ratio of the two cases' samples (each benchmark
/// round's median, loop repeat or load second) with its confidence interval, or, for <see cref="ExactValues"/>, the plain ratio
/// of two deterministic figures such as bytes.
/// </summary>
/// <param name="Metric">The metric (or sample set) both cases are read on, e.g. <see cref="Metrics.TimeNs"/>; the ratio itself is in <see
/// cref="MetricUnit.Ratio"/>.</param>
/// <param name="Holds">Where the ratio must lie for the claim to hold.</param>
/// <param name="Side">Where it must lie for the effect to go the claimed way (contains <paramref name="Holds"/>).</param>
public sealed record RatioCheck(Metric Metric, CaseSelector Numerator, CaseSelector Denominator, Band Holds, Band Side) : IClaimCheck
{
    /// <summary>Read the metric's single value on each side (bytes, counts) instead of samples.</summary>
    public bool ExactValues { get; init; }

    /// <summary>
    /// The two cases' samples were taken in turns, the i-th of each back to back (valuetask-loop's repeats, the bursts
    /// of Benchmarking/Turns): judge the ratio on the pairs (<see cref="WilcoxonSignedRankInterval"/>), so a drift that moves both
    /// alike cancels. When one case took part in more turns (extra turns are given only to the cases an open claim
    /// reads, and a case once left out stays out), the first turns are the ones both took part in, and only those are
    /// paired.
    /// </summary>
    public bool Paired { get; init; }

    /// <summary>What the ratio is called in reports; by default "numerator / denominator".</summary>
    public string? Label { get; init; }

    /// <summary>
    /// A known factor the ratio is multiplied by before it is read, with its interval: e.g. 200 users / 25 users turns
    /// "throughput at 25 ÷ at 200" into "a request's duration at 200 ÷ at 25" in a closed loop (duration = users ÷ throughput).
    /// </summary>
    public double Scale { get; init; } = 1;

    /// <summary>
    /// For cases measured once a side whose figure is bound by a timer, not by noise (an IO call of a second): each call is
    /// read within this share of its typical time either way (0.02 for ±2 %), so the two calls' ratio within
    /// (1 + a) / (1 − a) either way (±4.1 % at 2 %), said as such in the why line, instead of a sampled interval that one
    /// call each cannot give. Null: one call a side is too few samples, as for any case.
    /// </summary>
    public double? OneCallAllowance { get; init; }

    /// <summary>Where the quantity counts as "no effect" (e.g. <see cref="Band.NoEffectRatio"/>); null when the claim asserts
    /// none.</summary>
    public Band? NoEffect { get; init; }

    private string Quantity => Label ?? $"{Numerator} / {Denominator}";

    public string HoldsWhen => $"{Quantity} in {Holds.Format(MetricUnit.Ratio)}" + (NoEffect is { } none ? $" (no effect: " +
        $"{none.Format(MetricUnit.Ratio)})" : string.Empty);

    public IEnumerable<CaseSelector> Cases => [Numerator, Denominator];

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) =>
        this with { Numerator = Numerator.With(row), Denominator = Denominator.With(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var (estimate, range, modes, toDecide) = ExactValues ? new Sampled(ExactRatio(evidence)) : SampledRatio(evidence);
        if (estimate is not { } ratio)
        {
            return CheckOutcome.NotMeasured($"{Quantity}: {Metric.Key} not measured for both sides");
        }

        var known = Scale == 1 ? ratio : new Estimate(ratio.Low * Scale, ratio.Point * Scale, ratio.High * Scale);

        var outcome = CheckOutcome.Read(this, known, evidence.Confidence, Holds, Side, NoEffect, MetricUnit.Ratio,
            known.Format(MetricUnit.Ratio),
            verdict => Verdicts.IsUndecided(verdict) && modes is not null
                ? SplitByModes(known, range!, modes)
                : Verdicts.Describe(verdict, Quantity, known, evidence.Confidence, Holds, Side, MetricUnit.Ratio, NoEffect, range) +
                    (verdict == Verdict.Inconclusive ? UnitsToDecide(known, toDecide) : string.Empty));
        // One mode inside the band and the other outside: which state a reading meets decides, and more of them would not.
        var splits = modes is not null && Holds.Contains(modes.Lower * Scale) != Holds.Contains(modes.Upper * Scale);
        return Verdicts.IsUndecided(outcome.Verdict) && splits
            ? outcome with { Verdict = Verdict.Splits, OpenCases = [] }
            : outcome;
    }

    /// <summary>
    /// The most launches a why line names: the most `run --launches` takes. Past it the run cannot be made long enough
    /// on this machine at this spread, and the why line says so instead of naming a count no one can run.
    /// </summary>
    public const int MostLaunchesNamed = 20;

    /// <summary>
    /// For a ratio over launches (or runs) that its interval does not decide, how many would, at the spread these showed and
    /// with the estimate where it is: "; at this spread about 12 launches would decide". Empty when the ratio is over neither
    /// or no edge is crossed.
    /// </summary>
    private string UnitsToDecide(Estimate known, UnitCount? unitsFor)
    {
        var edge = Verdicts.CrossedEdge(known, Holds, Side);
        if (unitsFor is null || double.IsNaN(edge) || !(edge > 0) || !(known.Point > 0) || known.Point == edge)
        {
            return string.Empty;
        }

        var invariant = System.Globalization.CultureInfo.InvariantCulture;
        if (unitsFor.Fewest(Math.Abs(Math.Log(known.Point / edge))) is not { } count)
        {
            return $"; at this spread more than {MostLaunchesNamed} {unitsFor.Unit.Plural} would be needed: not decidable on " +
                "this machine with the estimate this near the edge";
        }

        return unitsFor.Unit.IsProcess
            ? string.Create(invariant, $"; at this spread `--launches {count}` would decide")
            : string.Create(invariant, $"; at this spread about {count} {unitsFor.Unit.Plural} would decide");
    }

    /// <summary>
    /// The fewest units (launches, or runs of a test repeated on one server) whose interval would be no wider than a given log
    /// half-width; null past the most named.
    /// </summary>
    private sealed record UnitCount(SampleUnit Unit, Func<double, int?> Fewest);

    /// <summary>
    /// A sampled ratio: its estimate (null when not measured), the words naming its range when it is not a plain interval,
    /// the figures of its two modes (between launches or between turns), and how many launches (or runs) would narrow it
    /// (over launches or runs only).
    /// </summary>
    private sealed record Sampled(Estimate? Estimate, string? Range = null, ModeFigures? Modes = null, UnitCount? ToDecide = null)
    {
        public static Sampled None { get; } = new(Estimate: null);
    }

    /// <summary>The two modes' figures (ratio scale, before <see cref="Scale"/>) and what decides which one a reading meets.</summary>
    private sealed record ModeFigures(double Lower, double Upper, string Decider);

    /// <summary>
    /// The why line of a ratio in two modes that its interval does not decide: whether the two modes' figures themselves
    /// lie on either side of the band (then which mode a process falls into decides, not more launches) or on one side
    /// (then more launches would decide).
    /// </summary>
    private string SplitByModes(Estimate known, string range, ModeFigures modes)
    {
        var (lower, upper) = (modes.Lower * Scale, modes.Upper * Scale);
        var figure = $"{Quantity} = {known.Format(MetricUnit.Ratio)} ({range})";
        return Holds.Contains(lower) == Holds.Contains(upper)
            ? $"{figure}: both modes read {(Holds.Contains(lower) ? "inside" : "outside")} {Holds.Format(MetricUnit.Ratio)}, but their " +
                "intervals reach past it; more launches would decide"
            : $"{figure}: one mode reads inside {Holds.Format(MetricUnit.Ratio)} and the other outside, so the verdict depends on " +
                modes.Decider;
    }

    private Estimate? ExactRatio(ClaimEvidence evidence)
    {
        var a = evidence.Value(Numerator, Metric);
        var b = evidence.Value(Denominator, Metric);
        return double.IsNaN(a) || double.IsNaN(b) || b == 0 ? null : Estimate.Exact(a / b);
    }

    /// <summary>
    /// The ratio of the two cases' samples with its interval; for one call a side under <see cref="OneCallAllowance"/>, the
    /// calls' ratio within the allowance, with the words that name that range.
    /// </summary>
    private Sampled SampledRatio(ClaimEvidence evidence)
    {
        var x = evidence.Samples(Numerator, Metric);
        var y = evidence.Samples(Denominator, Metric);
        if (x.Count == 0 || y.Count == 0)
        {
            return Sampled.None;
        }

        if (LaunchedRatio(evidence) is { } launched)
        {
            return launched;
        }

        if (OneCallAllowance is { } allowance && x.Count == 1 && y.Count == 1)
        {
            // Each call within the allowance of its typical time, one late and the other early at worst: the ratio within
            // their quotient either way.
            var factor = (1 + allowance) / (1 - allowance);
            return y[0] == 0 || double.IsNaN(x[0]) || double.IsNaN(y[0])
                ? Sampled.None
                : new Sampled(new Estimate(x[0] / y[0] / factor, x[0] / y[0], x[0] / y[0] * factor),
                    string.Create(System.Globalization.CultureInfo.InvariantCulture,
                        $"one call a side, timer-bound: ±{allowance * 100:0.#}% a call, ±{(factor - 1) * 100:0.#}% for the ratio, " +
                        $"not a sampled interval"));
        }

        var turns = Math.Min(x.Count, y.Count);
        var ratio = Paired && PairedInTime(evidence)
            ? WilcoxonSignedRankInterval.Ratio(x.Take(turns).ToArray(), y.Take(turns).ToArray(), evidence.Confidence)
            : Metric.InTimeOrder
                ? AutocorrelatedTInterval.ModeratedRatio(x, y, evidence.Confidence,
                    AutocorrelatedTInterval.LoadSecondsPrior.Of(evidence.Measurements, Metric))
                : AutocorrelatedTInterval.Ratio(x, y, evidence.Confidence, inTimeOrder: false);
        return new Sampled(ratio.IsKnown ? ratio : null);
    }

    /// <summary>
    /// Whether the i-th samples of the two cases were taken side by side. Turns and repeats always are; a load test's seconds
    /// only when both are ramps (second i at the same step) or both ran in one set of turns (<see cref="Measurement.MeasuredWith"/>):
    /// two load tests run one after the other, as every run recorded before the turns, are read unpaired.
    /// </summary>
    private bool PairedInTime(ClaimEvidence evidence)
    {
        if (!Metric.InTimeOrder)
        {
            return true;
        }

        var (a, b) = (evidence.Find(Numerator), evidence.Find(Denominator));
        return a is not null && b is not null
            && ((a.Stepped == true && b.Stepped == true) || (a.MeasuredWith is { } group && group == b.MeasuredWith));
    }

    /// <summary>
    /// When both cases were measured in two launches or more, the ratio with the launch as the unit
    /// (<see cref="ModeratedTInterval.Paired"/>): the two cases of a claim ran in the same processes, so each launch gives one
    /// log-ratio (the median of its turns' log-ratios where the samples were taken in turns, else the difference of the
    /// cases' launch summaries), and what a launch did to both cancels; the variance is moderated by the cases' residual
    /// priors (<see cref="NeighbourhoodPriors.ResidualPriorFor"/>; for a paired ratio, turn by turn:
    /// <see cref="NeighbourhoodPriors.TurnResidualPriorFor"/>). Tests repeated on one server in turns take their runs as
    /// the units the same way (<see cref="Measurement.Runs"/>): a run's seconds move together, and the runs of two tests on
    /// the same server share what that server did. Null when either case ran in one process (or one run) only.
    /// </summary>
    private Sampled? LaunchedRatio(ClaimEvidence evidence)
    {
        var x = evidence.ByLaunch(Numerator, Metric);
        var y = evidence.ByLaunch(Denominator, Metric);
        if (x.Count < 2 || y.Count < 2)
        {
            return null;
        }

        var cases = evidence.NeighbourhoodPriors(Metric);
        var (numerator, denominator) = (evidence.Find(Numerator)!, evidence.Find(Denominator)!);
        // A paired ratio cancels what each turn did to both cases, so its prior is read on the neighbours' turn residuals.
        var priorX = Paired ? cases.TurnResidualPriorFor(numerator) : cases.ResidualPriorFor(numerator);
        var priorY = Paired ? cases.TurnResidualPriorFor(denominator) : cases.ResidualPriorFor(denominator);
        var ys = y.ToDictionary(g => g.Launch, g => g.Samples);
        var logRatios = Paired
            ? x.Where(g => ys.ContainsKey(g.Launch)).Select(g => ModeratedTInterval.PairedLogMedian(g.Samples, ys[g.Launch]))
                .Where(double.IsFinite).ToList()
            : ClaimEvidence.UnitLogRatios(numerator, denominator, Metric.Key);
        var unit = evidence.UnitOf(Numerator);
        if (!unit.IsProcess && logRatios.Count < 2)
        {
            // A run that served nothing has no log-ratio: the seconds, read in time order, say the interval is unbounded.
            return null;
        }

        // Runs on one server: the prior is the pairs' own (ClaimEvidence.RunPairPrior), a ratio's, so it is not doubled.
        var priorScale = 2.0;
        if (!unit.IsProcess && evidence.RunPairPrior(numerator, denominator, Metric) is { } pairs)
        {
            (priorX, priorY, priorScale) = (pairs, pairs, 1.0);
        }

        // A stretch of the machine that slows one side of the turns and not the other: the launches' medians would land
        // between the two figures, wherever each launch's share of such turns put them.
        if (Paired && unit.IsProcess && TurnModes.Find(TurnLogRatios(x, ys)) is { } turnModes)
        {
            return ByTurnModes(turnModes, priorX, priorY, evidence.Confidence);
        }

        var usual = Paired
            ? Math.Max(cases.TurnUsualVariance(numerator), cases.TurnUsualVariance(denominator))
            : Math.Max(cases.UsualVariance(numerator), cases.UsualVariance(denominator));
        // Two modes are a process's: which way its JIT or its threads fell. Runs on one server share their process.
        if (unit.IsProcess && LaunchModes.Find(logRatios, 2 * usual) is { } modes)
        {
            // The floor is the neighbourhood's noisiest case, which may be this split itself: the interval already spans the
            // split, so each group's own spread is floored by the neighbours' usual move instead.
            return TwoModes(modes, (priorX.Variance >= priorY.Variance ? priorX : priorY).WithFloor(usual), evidence.Confidence);
        }

        var ratio = ModeratedTInterval.Paired(logRatios, priorX, priorY, evidence.Confidence, priorScale);
        if (!ratio.IsKnown)
        {
            return Sampled.None;
        }

        var moves = ModeratedTInterval.Moves(logRatios, priorX, priorY, priorScale);
        var range = string.Create(System.Globalization.CultureInfo.InvariantCulture,
            $"{ConfidenceText(evidence.Confidence)} interval over {logRatios.Count} {unit.Plural}; the ratio moves ±{moves * 100:0.#}% " +
                $"a {unit.Name}");
        return new Sampled(ratio, range, ToDecide: new UnitCount(unit, halfWidth => ModeratedTInterval.LaunchesFor(halfWidth, logRatios,
            priorX, priorY, evidence.Confidence, MostLaunchesNamed, priorScale)));
    }

    /// <summary>
    /// A ratio whose launches fall into two groups: never their average, which no process showed, but an interval that
    /// spans both groups, so the claim holds only if it holds in both kinds of process; the why line names both.
    /// </summary>
    private Sampled TwoModes(LaunchModes modes,
        ModeratedVariance prior, double confidence)
    {
        var ratio = modes.Spanning(prior, priorScale: 2, confidence);
        if (!ratio.IsKnown)
        {
            return Sampled.None;
        }

        var range = string.Create(System.Globalization.CultureInfo.InvariantCulture,
            $"two modes between launches: {modes.Describe(x => MetricUnit.Ratio.Format(x * Scale))}; the {ConfidenceText(confidence)} " +
                $"interval spans both");
        return new Sampled(ratio, range,
            new ModeFigures(LaunchModes.Figure(modes.Lower), LaunchModes.Figure(modes.Upper), "which a process falls into"));
    }

    /// <summary>
    /// A ratio whose turns fall into two groups (<see cref="TurnModes"/>): an interval that spans both, never the launches'
    /// medians, which land between them; the why line names both and the share of turns in each.
    /// </summary>
    private Sampled ByTurnModes(TurnModes modes, ModeratedVariance priorX, ModeratedVariance priorY, double confidence)
    {
        var ratio = modes.Spanning(priorX, priorY, confidence);
        if (!ratio.IsKnown)
        {
            return Sampled.None;
        }

        var range = string.Create(System.Globalization.CultureInfo.InvariantCulture,
            $"two modes between turns: {modes.Describe(x => MetricUnit.Ratio.Format(x * Scale))}, a stretch of the machine " +
                $"slowing one side of a turn and not the other; the {ConfidenceText(confidence)} interval spans both");
        return new Sampled(ratio, range, new ModeFigures(TurnModes.Figure(modes.Lower), TurnModes.Figure(modes.Upper),
            "which state of the machine the turns meet"));
    }

    /// <summary>Each launch's turns as log-ratios, the i-th sample of each side paired; launches one side lacks are left out.</summary>
    private static List<IReadOnlyList<double>> TurnLogRatios(IReadOnlyList<(int Launch, IReadOnlyList<double> Samples)> x,
        Dictionary<int, IReadOnlyList<double>> ys) =>
        x.Where(g => ys.ContainsKey(g.Launch))
            .Select(g => (IReadOnlyList<double>)g.Samples.Zip(ys[g.Launch]).Where(p => p.First > 0 && p.Second > 0)
                .Select(p => Math.Log(p.First / p.Second)).ToList())
            .ToList();


    private static string ConfidenceText(double confidence) => Verdicts.ConfidenceText(confidence);
}
