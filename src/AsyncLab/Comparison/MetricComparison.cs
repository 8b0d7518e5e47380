using AsyncLab.Claims;
using AsyncLab.Html;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Statistics;
using AsyncLab.Stopping;

namespace AsyncLab.Comparison;

/// <summary>
/// One metric of one measurement in both runs; null where a run did not measure it. A row is judged either by an
/// interval (samples in both runs: <see cref="Interval"/>, the B/A ratio's 99 % interval, with the between-run
/// <see cref="Spread"/> of its kind) or exactly (bytes, flags); every other row is shown with <see cref="Unjudged"/>
/// saying why it is not: a summary figure of one run moves by noise alone. A row's unit and better direction are those
/// the runs declare (<see cref="Declared"/>); a row whose metric neither declares cannot be told changed or not.
/// </summary>
public sealed record MetricComparison(string Measurement, string Metric, double? A, double? B)
{
    /// <summary>
    /// The metric as the two runs declare it (<see cref="DeclaredMetrics.Agreed"/>); null when neither does (files written
    /// before declarations were recorded) or they declare it differently: the row is then "can't tell".
    /// </summary>
    public Metric? Declared { get; init; }

    /// <summary>The metric's declared label, or its key when undeclared.</summary>
    public string Label => Shown.Label;

    /// <summary>A figure of the row in its declared unit, a plain number when undeclared; "—" when missing.</summary>
    public string Format(double? value) => value is { } v ? Shown.Unit.Format(v) : "—";

    /// <summary>How the row reads: as declared, or as a plain number labelled by its key.</summary>
    private Metric Shown => Declared ?? DeclaredMetrics.Undeclared(Metric);

    /// <summary>
    /// The row could not tell a change from none: judged and neither marked nor shown unchanged, or of a metric neither
    /// run declares. <c>compare --fail-on-regression</c> does not pass such a row (unless <c>--allow-cannot-tell</c>).
    /// </summary>
    public bool CannotTell => Change == Change.Undecided && Unjudged is null or UnjudgedReason.Undeclared;

    /// <summary>
    /// A row over launches that could not tell a change from none, whose interval still ends on the worse side within the
    /// threshold: however it moved, it did not get worse beyond the threshold at 99 %. That is all a regression gate asks
    /// of a row, so <c>compare --fail-on-regression</c> passes it; the tables still say "can't tell". For a row in two
    /// modes the interval spans every pairing of the runs' modes, so its worse end speaks for every kind of process.
    /// </summary>
    public bool RulesOutRegression =>
        CannotTell && IsJudgedByInterval && IsOverLaunches && Interval is { IsKnown: true } interval
            && MetricDirection.Of(Declared) is not null && !ReachesPastThreshold(interval);

    /// <summary>The heap's granularity on 64-bit: the smallest difference in bytes per operation that is one object.</summary>
    public const double SmallestAllocationChange = 8;

    /// <summary>The B/A ratio of the samples with its interval; null when either run kept no samples for the metric.</summary>
    public Estimate? Interval { get; init; }

    /// <summary>The between-run spread of the metric's kind; null when the lab has not measured one.</summary>
    public BetweenRunSpread? Spread { get; init; }

    /// <summary>The fewer of the two runs' sample counts (0 without samples).</summary>
    public int FewestSamples { get; init; }

    /// <summary>
    /// The fewer of the two runs' launches when both measured the row in two or more: the interval is then over launches
    /// (<see cref="ModeratedTInterval"/>), the variation between processes is inside it, and no between-run spread is needed.
    /// Null otherwise.
    /// </summary>
    public int? Launches { get; init; }

    /// <summary>
    /// The change that counts for a row judged over launches (0.10 for ±10 %): "no change" only where the interval lies
    /// within it (an equivalence test), and a worse row reaching beyond it fails <c>compare --fail-on-regression</c>.
    /// </summary>
    public double Threshold { get; init; } = DetectableChange.Reference;

    /// <summary>
    /// For a row over launches, run A's launches in two modes (<see cref="LaunchModes"/>); null when they form one. A row
    /// with two modes in either run is never read on the launches' means, which no process of a two-mode run showed: its
    /// interval spans every pairing of a mode of B with a mode of A (<see cref="ModeSpanningRatio"/>), and the row names
    /// the modes.
    /// </summary>
    public LaunchModes? ModesA { get; init; }

    /// <summary>
    /// The yardstick the row was read against (<see cref="YardstickReadings"/>): its interval is B/A of the row's time over
    /// the yardstick's in the same turns, so a slow stretch of the machine in either run cancels. Null for a row read on its
    /// own figures.
    /// </summary>
    public string? Yardstick { get; init; }

    /// <summary>Run B's launches in two modes, as <see cref="ModesA"/>.</summary>
    public LaunchModes? ModesB { get; init; }

    /// <summary>"two modes in A: 0.45 ns in 1 of 4 launches, 2.40 ns in 3 of 4", or null when neither run's launches split.</summary>
    public string? Modes => (ModesA, ModesB) switch
    {
        ({ } a, { } b) => $"two modes in A: {a.Describe(FormatMode)}; in B: {b.Describe(FormatMode)}",
        ({ } a, _) => $"two modes in A: {a.Describe(FormatMode)}",
        (_, { } b) => $"two modes in B: {b.Describe(FormatMode)}",
        _ => null,
    };

    /// <summary>A mode's figure: in the row's unit, or for a row read against a yardstick, as a multiple of it.</summary>
    private string FormatMode(double value) => Yardstick is null ? Format(value) : ComparisonText.RatioNumber(value) + "× the yardstick";

    /// <summary>True when the interval is over launches (<see cref="Launches"/>).</summary>
    public bool IsOverLaunches => Launches is >= 2;

    /// <summary>
    /// A regression for a gate: marked worse, and, for a row judged by interval, its interval reaching past the threshold
    /// on the worse side (worse, and not shown to be worse by less than the threshold). An exact row marked worse (one
    /// more object a call, a flag that flipped) is one.
    /// </summary>
    public bool IsRegression
    {
        get
        {
            if (Change != Change.Worse)
            {
                return false;
            }

            if (IsJudgedExactly || Interval is not { } interval)
            {
                return true;
            }

            return ReachesPastThreshold(interval);
        }
    }

    /// <summary>
    /// Whether a regression gate that reads many rows at once counts this row as a regression: <see cref="IsRegression"/>
    /// with its interval read again at <paramref name="confidence"/> (the gate's share of its error for each row it reads,
    /// <see cref="RunComparison.GateConfidence"/>) rather than at the table's 99 %. An exact row marked worse is one.
    /// </summary>
    public bool IsRegressionAt(double confidence)
    {
        if (!IsRegression || IsJudgedExactly || intervalAt is null)
        {
            return IsRegression;
        }

        // Read again at the gate's confidence, the interval keeps its point: still worse only if it still leaves out 1.
        var interval = intervalAt(confidence);
        var leavesOutNoChange = MetricDirection.Of(Declared) is true ? interval.Low > 1 : interval.High < 1;
        return leavesOutNoChange && ReachesPastThreshold(interval);
    }

    /// <summary>
    /// A gated row over launches whose B launches fell into two modes, neither a regression at <paramref name="confidence"/>
    /// nor with its worse end within the threshold there: the base promised a row that sees the threshold, and B's split
    /// took that sight away, so the gate cannot tell.
    /// </summary>
    public bool SplitHidesRegressionAt(double confidence) =>
        ModesB is not null && intervalAt is not null && !IsRegressionAt(confidence) && MetricDirection.Of(Declared) is not null
            && ReachesPastThreshold(intervalAt(confidence));

    /// <summary>
    /// Whether this row, read at <paramref name="confidence"/>, would mark a change of the threshold four times in five,
    /// given only how far its samples move (never how far B moved from A), so that a gate can fix the rows it reads before
    /// it reads them. An exact row always can (one object, a flip). A row over launches can when its launch variance in
    /// run A needs no more launches a side than the runs measured (<see cref="ModeratedTInterval.WelchLaunchesToSee"/>);
    /// a row whose A launches fall into two modes cannot, its interval spans the modes. Any other judged row can when the
    /// smallest change it would mark at that confidence, beyond its kind's between-run spread, is within the threshold.
    /// </summary>
    public bool CanSeeThresholdAt(double confidence)
    {
        if (IsJudgedExactly)
        {
            return true;
        }

        if (!IsJudgedByInterval || intervalAt is null)
        {
            return false;
        }

        var change = Math.Log(1 + Threshold);
        if (IsOverLaunches)
        {
            // From run A's launches, as if B's moved as A's did: B's launches weigh in only through the prior both runs' rows
            // share, so a row B made noisy stays in the gate (B's split is then a row it could not tell).
            return launchInputs is { ModesA: null } inputs
                && ModeratedTInterval.WelchLaunchesToSee(change, inputs.A, inputs.A, inputs.PriorA, inputs.PriorA, confidence,
                    Launches!.Value) is { } needed && needed <= Launches.Value;
        }

        return DetectableChange.LogHalfWidth(intervalAt(confidence)) is { } h && Spread is { } spread
            && DetectableChange.Reach(h, spread, confidence) <= change;
    }

    /// <summary>Whether <paramref name="interval"/> reaches past the threshold on the worse side of the row's direction.</summary>
    private bool ReachesPastThreshold(Estimate interval) =>
        MetricDirection.Of(Declared) is true ? interval.High > 1 + Threshold : interval.Low < 1 / (1 + Threshold);

    /// <summary>B/A, or null when either side is missing, not a number, or A is zero (0 B → 0 B has no ratio).</summary>
    public double? Ratio => Interval is { IsKnown: true } i ? i.Point
        : A is { } a && B is { } b && a != 0 && double.IsFinite(a) && double.IsFinite(b) ? b / a : null;

    /// <summary>Run A kept samples of the figure and run B has none of them: B lost what A measured.</summary>
    public bool LostInB { get; init; }

    /// <summary>Judged by comparing the two figures themselves: exact, with a direction, in both runs.</summary>
    public bool IsJudgedExactly => Unjudged is null && IsExact;

    /// <summary>Judged by the interval of its samples and its kind's between-run spread.</summary>
    public bool IsJudgedByInterval => Unjudged is null && !IsExact;

    /// <summary>
    /// The smallest change this row would mark four times in five (<see cref="DetectableChange"/>), as a fraction;
    /// null for exact rows (they see <see cref="SmallestAllocationChange"/> or any flip) and unjudged ones.
    /// </summary>
    public double? Detectable => !IsJudgedByInterval ? null
        : IsOverLaunches ? DetectableChange.Of(Interval!.Value) : DetectableChange.Of(Interval!.Value, Spread!);

    /// <summary>
    /// For a row judged over launches in one mode a side: the launches a side at which it would see a
    /// <see cref="DetectableChange.Reference"/> change four times in five, if each run's launches went on moving as these did
    /// (<see cref="ModeratedTInterval.WelchLaunchesToSee"/>); more than <see cref="DetectableChange.MostLaunches"/> reads as
    /// one more than that. Null for other rows: a row in two modes is held back by its modes, which more launches of each do
    /// not merge.
    /// </summary>
    public int? LaunchesToSeeReference => IsJudgedByInterval && launchInputs is { ModesA: null, ModesB: null } inputs
        ? ModeratedTInterval.WelchLaunchesToSee(Math.Log(1 + DetectableChange.Reference), inputs.B, inputs.A, inputs.PriorB,
            inputs.PriorA, 1 - LookSchedule.ClaimError, DetectableChange.MostLaunches)
        : null;

    /// <summary>
    /// For a row over launches, how far a launch moved it in run A (one standard deviation, moderated, as a share): what a
    /// raw level that a process moves is shown with, beside "can't tell"; null for other rows.
    /// </summary>
    public double? LaunchMovesA => launchInputs is { } inputs && ModeratedTInterval.LaunchMoves(inputs.A, inputs.PriorA) is var moves
        && double.IsFinite(moves) ? moves : null;

    /// <summary>Why the row cannot be judged, or null when it can.</summary>
    public UnjudgedReason? Unjudged
    {
        get
        {
            if (A is not { } a || B is not { } b || !double.IsFinite(a) || !double.IsFinite(b))
            {
                return UnjudgedReason.NotInBothRuns;
            }

            if (Declared is null)
            {
                return UnjudgedReason.Undeclared;
            }

            if (MetricDirection.Of(Declared) is null)
            {
                return UnjudgedReason.NoDirection;
            }

            if (IsExact)
            {
                return null;
            }

            if (Interval is not { } interval)
            {
                return UnjudgedReason.NoSamples;
            }

            if (FewestSamples == 1)
            {
                return UnjudgedReason.SingleObservation;
            }

            if (DetectableChange.LogHalfWidth(interval) is null)
            {
                return UnjudgedReason.TooFewSamples;
            }

            return Spread is null && !IsOverLaunches ? UnjudgedReason.NoSpreadMeasured : null;
        }
    }

    public Change Change
    {
        get
        {
            // Without a declaration the direction is unknown, not absent: the row can't tell, never "no change".
            if (Declared is null)
            {
                return Change.Undecided;
            }

            if (MetricDirection.Of(Declared) is not { } lowerIsBetter)
            {
                return Change.None;
            }

            if (Unjudged is not null)
            {
                return Change.Undecided;
            }

            return IsExact ? ExactChange(lowerIsBetter) : Decide(lowerIsBetter);
        }
    }

    /// <summary>
    /// Marked only when the change clears both its interval (no change lies outside it) and its kind's between-run
    /// spread (two processes of the same code move this much without any change to the code). An unmarked row that
    /// could have seen a change of <see cref="DetectableChange.CantTellAbove"/> is "no change"; otherwise "can't tell".
    /// </summary>
    private Change Decide(bool lowerIsBetter)
    {
        var interval = Interval!.Value;
        if (IsOverLaunches)
        {
            // The interval holds the processes' own variation (and spans both modes where a run has two): a change is what
            // it excludes, and "no change" is only said where the whole interval lies within the threshold either way.
            if (interval.Low > 1 || interval.High < 1)
            {
                return interval.Point > 1 == lowerIsBetter ? Change.Worse : Change.Better;
            }

            return interval.Low >= 1 / (1 + Threshold) && interval.High <= 1 + Threshold ? Change.None : Change.Undecided;
        }

        var clearsInterval = interval.Low > 1 || interval.High < 1;
        var clearsSpread = Math.Abs(Math.Log(interval.Point)) > Spread!.LogSpread;
        if (clearsInterval && clearsSpread)
        {
            return interval.Point > 1 == lowerIsBetter ? Change.Worse : Change.Better;
        }

        return Detectable <= DetectableChange.CantTellAbove ? Change.None : Change.Undecided;
    }

    /// <summary>
    /// A change of at least <see cref="SmallestAllocationChange"/> bytes per operation. Every object on the 64-bit heap is
    /// a multiple of 8 B, so a call that allocates one more or one fewer object moves the figure by at least that much;
    /// a smaller difference comes from one-off allocations averaged over the operations (a thread-pool queue segment, a
    /// timer), which differ from run to run: two quick runs of the same code measured a StartNew send at 160 B and 161 B.
    /// Flags compare as observed or not. Exact figures are judged so even when samples were kept with them: their
    /// samples repeat to within an object, and an interval of identical values says nothing more.
    /// </summary>
    private Change ExactChange(bool lowerIsBetter)
    {
        var (a, b) = (A!.Value, B!.Value);
        var smallest = Declared!.Unit == MetricUnit.Bytes ? SmallestAllocationChange : 1;
        if (Math.Abs(b - a) < smallest)
        {
            return Change.None;
        }

        return b > a == lowerIsBetter ? Change.Worse : Change.Better;
    }

    /// <summary>
    /// Deterministic figures: bytes allocated repeat to within one object, and a flag (deadlocked, same instance) is
    /// observed or not, so a difference that large is a change; a spread of rounds (<see cref="Metric.IsSpread"/>) is shown
    /// like other summaries, not judged. Metrics the runs do not declare are plain numbers, so never exact.
    /// </summary>
    private bool IsExact => Declared is { Unit: MetricUnit.Bytes or MetricUnit.Flag, IsSpread: false };

    /// <summary>
    /// Samples of one metric in both runs, compared by the engine that judges claims: a load test's seconds in time order
    /// (as <paramref name="declared"/> says) with their correlation (<see cref="AutocorrelatedTInterval.Ratio"/>, at
    /// <paramref name="pooledLag1"/> pooled over both runs' tests), other samples as exchangeable draws.
    /// </summary>
    /// <param name="declared">The metric as the runs declare it; null when they do not.</param>
    public static MetricComparison OfSamples(string measurement, string metric, Metric? declared, IReadOnlyList<double> a,
        IReadOnlyList<double> b, BetweenRunSpreads spreads, double? pooledLag1 = null)
    {
        Estimate IntervalAt(double confidence) =>
            AutocorrelatedTInterval.Ratio(b, a, confidence, declared?.InTimeOrder ?? false, pooledLag1);
        return new(measurement, metric, Medians.Of(a), Medians.Of(b))
        {
            Declared = declared,
            Interval = IntervalAt(1 - LookSchedule.ClaimError),
            Spread = spreads.For(declared),
            FewestSamples = Math.Min(a.Count, b.Count),
            intervalAt = IntervalAt,
        };
    }

    /// <summary>
    /// A row both runs measured in two launches or more: B/A over the launches' summaries (Welch on the variances
    /// moderated by each row's prior, the experiment's rows of this metric in both runs pooled), at 99 %; where a run's
    /// launches fall into two modes, the interval spanning every pairing of the runs' modes (<see cref="ModeSpanningRatio"/>).
    /// </summary>
    /// <param name="a">Run A's samples.</param>
    /// <param name="b">Run B's samples.</param>
    /// <param name="launchesA">Run A's launch summaries (<see cref="ModeratedTInterval.Summaries"/>, logs).</param>
    /// <param name="launchesB">Run B's launch summaries.</param>
    /// <param name="priorA">Run A's row's prior (<see cref="NeighbourhoodPriors.PriorFor"/>).</param>
    /// <param name="priorB">Run B's row's prior.</param>
    /// <param name="modes">Each run's launches of the row in two modes (<see cref="ModesA"/>), null where they form one.</param>
    public static MetricComparison OfLaunches(string measurement, string metric, IReadOnlyList<double> a, IReadOnlyList<double> b,
        IReadOnlyList<double> launchesA, IReadOnlyList<double> launchesB, ModeratedVariance priorA, ModeratedVariance priorB,
        (LaunchModes? A, LaunchModes? B) modes = default)
    {
        var inputs = new LaunchInputs(launchesA, launchesB, priorA, priorB, modes.A, modes.B);
        return new(measurement, metric, Medians.Of(a), Medians.Of(b))
        {
            ModesA = modes.A,
            ModesB = modes.B,
            Interval = inputs.IntervalAt(1 - LookSchedule.ClaimError),
            FewestSamples = Math.Min(a.Count, b.Count),
            Launches = Math.Min(launchesA.Count, launchesB.Count),
            launchInputs = inputs,
            intervalAt = inputs.IntervalAt,
        };
    }

    /// <summary>What a row over launches was judged from, so that a gate can read it again at its own confidence.</summary>
    private sealed record LaunchInputs(IReadOnlyList<double> A, IReadOnlyList<double> B, ModeratedVariance PriorA,
        ModeratedVariance PriorB, LaunchModes? ModesA, LaunchModes? ModesB)
    {
        /// <summary>B/A at <paramref name="confidence"/>: Welch on the launches' means, or across the modes where a run has two.</summary>
        public Estimate IntervalAt(double confidence) => ModesA is null && ModesB is null
            ? ModeratedTInterval.Ratio(B, A, PriorB, PriorA, confidence)
            : ModeSpanningRatio.Of(B, ModesB, PriorB, A, ModesA, PriorA, confidence);
    }

    private LaunchInputs? launchInputs;

    /// <summary>The row's interval at another confidence than the table's, for a gate; null for a row without samples.</summary>
    private Func<double, Estimate>? intervalAt;
}
