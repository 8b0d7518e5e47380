namespace AsyncLab.Stopping;

/// <summary>
/// The one home of "measure until decided", asked by every harness that measures again while a question is open (a
/// benchmark session's extra rounds, the loop experiment's extra turns, an experiment's extra launches, the database's
/// extra pairs). After the planned units, it measures batches of more units of only the open cases within reach, takes a
/// look after each batch (<see cref="LookSchedule"/>), and stops when nothing open is within reach, the looks are used up,
/// the budget is spent or <c>maxExtra</c> units were added. The harness says how to measure one unit of some cases and
/// what is open (<see cref="IOpenCases{TFigure}"/>, or its own choice); it keeps no loop of its own, and the calibration
/// tests drive this loop with a simulated measurer.
/// </summary>
/// <param name="budget">The most time the extra units may take in all.</param>
/// <param name="maxExtra">The most extra units, however much budget is left.</param>
/// <param name="maxLooks">The most looks, the planned units' one included (<see cref="LookSchedule"/>).</param>
public sealed class StoppingCriteria(TimeSpan budget, int maxExtra, int maxLooks = LookSchedule.MaxLooks)
{
    /// <summary>The looks taken so far, shared by every <see cref="MeasureAsync"/> on this instance.</summary>
    private readonly LookSchedule looks = new(maxLooks);

    /// <summary>
    /// A case is measured again only when the narrowing it needs is at most this many times what more units can give. An
    /// interval narrows about as the square root of the samples, and a little faster while they are few (the exact
    /// distribution's critical values shrink too), so a case just out of that reach still gets its units.
    /// </summary>
    public const double ReachSlack = 1.25;

    /// <summary>
    /// Below this many units an interval's width says little about how far more units would narrow it: a whole round of
    /// one case can run at another speed, and a few more at the usual speed then narrow the interval far faster than the
    /// square root of the samples predicts, the more so as the few samples' interval is distribution-free at a high
    /// confidence. So every open case is within reach until it has more than quick's ten rounds: simulated on a machine
    /// whose rounds run at one of two speeds, a limit of six left most claims that twenty more rounds decide undecided
    /// (IntervalCalibrationTests, which drive this loop).
    /// </summary>
    public const int UnitsBeforeReach = 11;

    /// <summary>
    /// The same limit for a load test's seconds, whose interval (a t interval over correlated seconds) follows the square
    /// root of the samples from a few seconds on.
    /// </summary>
    public const int SecondsBeforeReach = 6;

    /// <summary>
    /// One unit between looks instead of the affordable units spread over the looks left: where a unit is a whole process
    /// (a launch), each one is worth a look.
    /// </summary>
    public bool OneUnitPerLook { get; init; }

    /// <summary>
    /// A case left out of one batch stays out of the later ones of the same <see cref="MeasureAsync"/> (the default), so
    /// that unit i of any two cases ran in the same turn. Off where each batch is one new pair of its own (the database's
    /// extra pairs), and the closest one may change from look to look.
    /// </summary>
    public bool LeftOutStaysOut { get; init; } = true;

    /// <summary>The extra units measured so far.</summary>
    public int ExtraUnits { get; private set; }

    /// <summary>What the extra units took, as the measurer timed them.</summary>
    public TimeSpan Spent { get; private set; }

    /// <summary>
    /// How far the intervals of cases measured in <paramref name="unitsSoFar"/> units can narrow if they get
    /// <paramref name="unitsLeft"/> more: the square root of the ratio of samples, with <see cref="ReachSlack"/>; without
    /// limit before <paramref name="unitsBeforeReach"/> units.
    /// </summary>
    public static double Reachable(int unitsSoFar, int unitsLeft, int unitsBeforeReach = UnitsBeforeReach) =>
        unitsSoFar < unitsBeforeReach
            ? double.PositiveInfinity
            : ReachSlack * Math.Sqrt((double)(unitsSoFar + Math.Max(0, unitsLeft)) / unitsSoFar);

    /// <summary>
    /// The most cases that can be measured again with each still within reach: the fewer cases a unit measures, the more
    /// units the budget pays for and the further each interval can narrow. The cases needing the least narrowing come
    /// first, and n of them are taken for the largest n whose n-th is within <paramref name="reachableWhenMeasuring"/>(n).
    /// Weighing only every open case at once would leave a question just out of that reach open although measuring its
    /// cases alone would have settled it.
    /// </summary>
    /// <param name="needed">Each open case's key and the narrowing it needs (<see cref="IOpenCases{TFigure}"/>).</param>
    /// <param name="reachableWhenMeasuring">How far intervals can narrow when each unit measures that many cases.</param>
    public static IReadOnlySet<string> MostWithinReach(IReadOnlyDictionary<string, double> needed, Func<int, double> reachableWhenMeasuring)
    {
        var ordered = needed.OrderBy(n => n.Value).ThenBy(n => n.Key, StringComparer.Ordinal).ToList();
        var count = 0;
        for (var n = 1; n <= ordered.Count; n++)
        {
            if (ordered[n - 1].Value <= reachableWhenMeasuring(n))
            {
                count = n;
            }
        }

        return ordered.Take(count).Select(n => n.Key).ToHashSet();
    }

    /// <summary>
    /// Measures batches of extra units after <paramref name="planned"/> ones, as the type's summary says, and returns how
    /// many this instance has added in all. A case left out of one batch stays out of the later ones (unless
    /// <see cref="LeftOutStaysOut"/> is off): each case's extra units are then the first ones, and unit i of any two cases
    /// still ran in the same turn, so a ratio can still be taken unit by unit. Called again (for another server's cases),
    /// it goes on with the looks and budget left.
    /// </summary>
    /// <param name="planned">The units every case had before any extra one.</param>
    /// <param name="narrowingNeeded">Asked before each batch: the open cases and the narrowing each needs.</param>
    /// <param name="perCase">What one unit of one case is expected to take, until an extra unit has been timed.</param>
    /// <param name="measureUnit">
    /// Measures one more unit of the given cases (the unit's number, counting the planned ones) and returns what it took.
    /// </param>
    public async Task<int> MeasureAsync(int planned, Func<IReadOnlyDictionary<string, double>> narrowingNeeded, TimeSpan perCase,
        Func<IReadOnlySet<string>, int, Task<TimeSpan>> measureUnit)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(planned);
        IReadOnlySet<string>? previous = null;
        while (looks.MayMeasureAgain && Spent < budget && ExtraUnits < maxExtra)
        {
            var allowed = maxExtra - ExtraUnits;
            var left = budget - Spent;
            var soFar = planned + ExtraUnits;
            var needed = narrowingNeeded().Where(n => previous is null || previous.Contains(n.Key)).ToDictionary();
            var again = MostWithinReach(needed, count =>
                Reachable(soFar, Math.Clamp(Affordable(left, perCase * count, allowed), 1, allowed)));
            var affordable = Affordable(left, perCase * again.Count, allowed);
            var batch = OneUnitPerLook ? Math.Min(1, affordable) : (int)Math.Ceiling((double)affordable / looks.BatchesLeft);
            if (again.Count == 0 || batch < 1)
            {
                break;
            }

            previous = LeftOutStaysOut ? again : null;
            for (var i = 0; i < batch; i++)
            {
                ExtraUnits++;
                var took = await measureUnit(again, planned + ExtraUnits).ConfigureAwait(false);
                Spent += took;
                if (took > TimeSpan.Zero)
                {
                    perCase = took / again.Count;
                }
            }

            looks.BatchMeasured();
        }

        return ExtraUnits;
    }

    /// <summary>The units <paramref name="left"/> pays for at <paramref name="perUnit"/> each, at most
    /// <paramref name="allowed"/>.</summary>
    private static int Affordable(TimeSpan left, TimeSpan perUnit, int allowed) =>
        perUnit > TimeSpan.Zero ? (int)Math.Clamp(left / perUnit, 0, allowed) : allowed;
}
