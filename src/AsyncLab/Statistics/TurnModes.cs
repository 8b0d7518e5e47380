using System.Globalization;

namespace AsyncLab.Statistics;

/// <summary>
/// A ratio paired by turns whose turns fall into two groups far apart. A shared machine runs in stretches of its own
/// speed, and a stretch need not slow both cases of a turn alike: a call that blocks on work hopped to the pool and one
/// that runs that work itself can feel the same stretch differently, and their ratio then reads one figure in slow
/// stretches and another elsewhere. Each launch's median of its turns lands wherever that launch's share of slow turns
/// puts it, a figure neither state showed, and two runs of the same code disagree by more than their intervals allow. So
/// the lab reads each group of turns over the launches on its own, and says which share of the turns each holds.
/// </summary>
public sealed class TurnModes
{
    /// <summary>The least share of the turns a group must hold: fewer are a tail, not a state of the machine.</summary>
    public const double LeastShare = 0.1;

    /// <summary>
    /// The most turns near the split (within <see cref="Window"/> of the gap) as a share of those near the thinner group's
    /// median: a valley between two peaks. One spread split in two has its peak at the split, however wide or heavy-tailed,
    /// and the share is then above 1; the calibration tests hold what this bound costs both ways (docs/METHOD.md).
    /// </summary>
    public const double DeepestValley = 0.6;

    /// <summary>The half-width of the windows that count turns near the split and near each median, as a share of the gap.</summary>
    public const double Window = 1.0 / 6;

    /// <summary>The least gap between the groups' medians (as a log): 20 %, a difference a reader would act on.</summary>
    public static readonly double LeastGap = Math.Log(1.2);

    /// <summary>The fewest turns in all that a split is read from.</summary>
    public const int FewestTurns = 40;

    /// <summary>The fewest turns of a group in one launch for that launch to give the group a figure.</summary>
    public const int FewestTurnsInLaunch = 5;

    private readonly IReadOnlyList<IReadOnlyList<double>> launches;
    private readonly double split;

    private TurnModes(IReadOnlyList<IReadOnlyList<double>> launches, double split)
    {
        this.launches = launches;
        this.split = split;
        Lower = Series(v => v < split);
        Upper = Series(v => v >= split);
        LowerTurns = launches.Sum(l => l.Count(v => double.IsFinite(v) && v < split));
        UpperTurns = launches.Sum(l => l.Count(v => double.IsFinite(v) && v >= split));
    }

    /// <summary>The lower group's figure in each launch where it holds enough turns: the median of its log-ratios there.</summary>
    public IReadOnlyList<double> Lower { get; }

    /// <summary>The upper group's figure in each launch where it holds enough turns.</summary>
    public IReadOnlyList<double> Upper { get; }

    public int LowerTurns { get; }

    public int UpperTurns { get; }

    public int Turns => LowerTurns + UpperTurns;

    /// <summary>
    /// The two groups of the turns' log-ratios (one list a launch, in turn order), split where the variance within the groups
    /// is least, when each holds at least <see cref="LeastShare"/> of the turns, the medians lie <see cref="LeastGap"/> apart
    /// with a valley between them (<see cref="DeepestValley"/>) in the launches that met both, and each group gives a figure in
    /// two launches or more; null otherwise. Groups that never share a launch are the launches' (<see cref="LaunchModes"/>).
    /// </summary>
    public static TurnModes? Find(IReadOnlyList<IReadOnlyList<double>> launches)
    {
        var all = launches.SelectMany(l => l).Where(double.IsFinite).Order().ToArray();
        var least = (int)Math.Ceiling(LeastShare * all.Length);
        if (all.Length < FewestTurns)
        {
            return null;
        }

        var sums = new double[all.Length + 1];
        var squares = new double[all.Length + 1];
        for (var i = 0; i < all.Length; i++)
        {
            sums[i + 1] = sums[i] + all[i];
            squares[i + 1] = squares[i] + (all[i] * all[i]);
        }

        double Within(int from, int to) => squares[to] - squares[from] - ((sums[to] - sums[from]) * (sums[to] - sums[from]) / (to - from));
        var at = Enumerable.Range(least, all.Length - (2 * least) + 1).MinBy(k => Within(0, k) + Within(k, all.Length));
        var (lower, upper, split) = (Medians.OfSorted(all[..at]), Medians.OfSorted(all[at..]), (all[at - 1] + all[at]) / 2);
        var gap = upper - lower;
        if (gap < LeastGap)
        {
            return null;
        }

        // The valley is looked for in the launches that met both states: launches that each sit at their own level, every
        // one a single spread, can pool into groups with a valley between them, but none of them holds one.
        var mixed = launches.Where(l => l.Count(v => double.IsFinite(v) && v < split) >= FewestTurnsInLaunch
                && l.Count(v => double.IsFinite(v) && v >= split) >= FewestTurnsInLaunch)
            .SelectMany(l => l).Where(double.IsFinite).Order().ToArray();
        var window = Window * gap;
        if (mixed.Length == 0
            || Near(mixed, split, window) > DeepestValley * Math.Min(Near(mixed, lower, window), Near(mixed, upper, window)))
        {
            return null;
        }

        var modes = new TurnModes(launches, split);
        return modes.Lower.Count >= 2 && modes.Upper.Count >= 2 ? modes : null;
    }

    /// <summary>
    /// An interval that covers both groups' true ratios (ratio scale): each group's launch figures read as any ratio over
    /// launches (<see cref="ModeratedTInterval.Paired"/>, the cases' priors), each at half the error so that both hold
    /// together. The point is the figure of the group with more turns (the lower on a tie).
    /// </summary>
    public Estimate Spanning(ModeratedVariance priorX, ModeratedVariance priorY, double confidence)
    {
        var share = 1 - ((1 - confidence) / 2);
        var lower = ModeratedTInterval.Paired(Lower, priorX, priorY, share);
        var upper = ModeratedTInterval.Paired(Upper, priorX, priorY, share);
        if (!lower.IsKnown || !upper.IsKnown)
        {
            return Estimate.Unknown;
        }

        return new Estimate(Math.Min(lower.Low, upper.Low), UpperTurns > LowerTurns ? upper.Point : lower.Point,
            Math.Max(lower.High, upper.High));
    }

    /// <summary>A group's figure on the ratio scale: the exponent of the mean of its launch figures.</summary>
    public static double Figure(IReadOnlyList<double> group) => Math.Exp(group.Average());

    /// <summary>"0.45× in 180 of 400 turns, 0.93× in 220 of 400": each group's figure and its share of the turns.</summary>
    public string Describe(Func<double, string> format) =>
        string.Create(CultureInfo.InvariantCulture,
            $"{format(Figure(Lower))} in {LowerTurns} of {Turns} turns, {format(Figure(Upper))} in {UpperTurns} of {Turns}");

    private IReadOnlyList<double> Series(Func<double, bool> inGroup) =>
        launches.Select(l => l.Where(v => double.IsFinite(v) && inGroup(v)).ToList())
            .Where(g => g.Count >= FewestTurnsInLaunch)
            .Select(Medians.Of)
            .ToList();

    /// <summary>How many of the sorted values lie within <paramref name="window"/> of <paramref name="centre"/>.</summary>
    private static int Near(double[] sorted, double centre, double window) =>
        UpperBound(sorted, centre + window) - LowerBound(sorted, centre - window);

    /// <summary>The first index whose value is at least <paramref name="value"/>.</summary>
    private static int LowerBound(double[] sorted, double value)
    {
        var index = Array.BinarySearch(sorted, value);
        index = index < 0 ? ~index : index;
        while (index > 0 && sorted[index - 1] >= value)
        {
            index--;
        }

        return index;
    }

    /// <summary>The first index whose value is above <paramref name="value"/>.</summary>
    private static int UpperBound(double[] sorted, double value)
    {
        var index = Array.BinarySearch(sorted, value);
        index = index < 0 ? ~index : index;
        while (index < sorted.Length && sorted[index] <= value)
        {
            index++;
        }

        return index;
    }
}
