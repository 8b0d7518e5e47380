using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// What a benchmark session needs to spend extra rounds where a verdict is still open: the experiment's claims, how a
/// case's figure is named in the results (its variant and parameters, so a claim's selectors can find it), and how
/// long it may keep measuring.
/// </summary>
/// <param name="Claims">The experiment's claim definitions; only those judged inconclusive ask for more rounds.</param>
/// <param name="Measure">Every figure turned into the experiment's measurements (with samples), as RunAsync would.</param>
/// <param name="Identify">One figure's variant and parameters, as a measurement without metrics.</param>
public sealed record UndecidedClaims(
    IReadOnlyList<ClaimDefinition> Claims,
    Func<IReadOnlyList<BenchmarkCaseResult>, IReadOnlyList<Measurement>> Measure,
    Func<BenchmarkCaseResult, Measurement> Identify)
{
    /// <summary>Extra measuring time per experiment: none in smoke, which proves code paths only.</summary>
    public static TimeSpan BudgetFor(Profile profile) => profile switch
    {
        Profile.Quick => TimeSpan.FromSeconds(25),
        Profile.Full => TimeSpan.FromMinutes(4),
        _ => TimeSpan.Zero,
    };

    /// <summary>
    /// At most this many extra rounds, however much budget is left. The budget is the real limit; this one only keeps a
    /// session whose cases are very short from going on where more of the same narrows nothing further.
    /// </summary>
    public const int MaxExtraRounds = 20;

    /// <summary>
    /// A claim is measured again only when the narrowing it needs is at most this many times what more rounds can give.
    /// An interval narrows about as the square root of the samples, and a little faster while they are few (the exact
    /// distribution's critical values shrink too), so a claim just out of that reach still gets its rounds.
    /// </summary>
    public const double ReachSlack = 1.25;

    /// <summary>
    /// Below this many rounds an interval's width says little about how far more rounds would narrow it: a whole round of
    /// one case can run at another speed, and a few more rounds at the usual speed then narrow the interval far faster
    /// than the square root of the samples predicts. Until a case has this many rounds, every open claim is within reach.
    /// </summary>
    public const int RoundsBeforeReach = 6;

    /// <summary>
    /// How far the intervals of cases measured in <paramref name="roundsSoFar"/> rounds can narrow if they get
    /// <paramref name="roundsLeft"/> more: the square root of the ratio of samples, with <see cref="ReachSlack"/>;
    /// without limit before <see cref="RoundsBeforeReach"/> rounds.
    /// </summary>
    public static double Reachable(int roundsSoFar, int roundsLeft) =>
        roundsSoFar < RoundsBeforeReach
            ? double.PositiveInfinity
            : ReachSlack * Math.Sqrt((double)(roundsSoFar + Math.Max(0, roundsLeft)) / roundsSoFar);

    /// <summary>
    /// Each open case's key with the least narrowing an open claim reading it needs (<see cref="OpenCase.Shrink"/>; 0 when
    /// unknown, so it is always within reach): the claims judged once, for a session to weigh against several reaches.
    /// </summary>
    public IReadOnlyDictionary<string, double> NarrowingNeeded(IReadOnlyList<(string Key, BenchmarkCaseResult Figure)> cases)
    {
        var open = OpenCase.Of(Claims, new ClaimEvidence(Measure(cases.Select(c => c.Figure).ToList())));
        var needed = new Dictionary<string, double>();
        foreach (var (key, figure) in cases)
        {
            var measured = Identify(figure);
            var matching = open.Where(o => o.Selector.Matches(measured)).Select(o => double.IsNaN(o.Shrink) ? 0 : o.Shrink).ToList();
            if (matching.Count > 0)
            {
                needed[key] = matching.Min();
            }
        }

        return needed;
    }

    /// <summary>
    /// The most cases that can be measured again with each still within reach: the fewer cases a round measures, the more
    /// rounds the budget pays for and the further each interval can narrow. The cases needing the least narrowing come
    /// first, and n of them are taken for the largest n whose n-th is within <paramref name="reachableWhenMeasuring"/>(n).
    /// Weighing only every open case at once would leave a claim just out of that reach undecided although measuring its
    /// cases alone would have decided it.
    /// </summary>
    /// <param name="needed">Each open case's key and the narrowing it needs (<see cref="NarrowingNeeded"/>).</param>
    /// <param name="reachableWhenMeasuring">How far intervals can narrow when each round measures that many cases.</param>
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
}
