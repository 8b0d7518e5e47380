using AsyncLab.Running;
using BenchmarkDotNet.Running;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// Seed 004's parameter grid, the lab's extra row (as many items as the measuring machine has logical cores, so that
/// "items ≤ cores" is tested at its edge) and what each profile keeps of it.
/// </summary>
public static class WorkloadGrid
{
    public static readonly int[] ArticleItemCounts = [1, 10, 100];
    public static readonly int[] Delays = [1, 10, 100, 1000];
    public static readonly int[] Iterations = [1_000, 10_000, 100_000, 1_000_000];

    public static int Cores => Environment.ProcessorCount;

    public static IEnumerable<int> ItemCounts => ArticleItemCounts.Append(Cores).Distinct().Order();

    public static IEnumerable<int> Amounts(WorkloadSuite suite) => suite == WorkloadSuite.Io ? Delays : Iterations;

    /// <summary>
    /// The longest ForEachAsync call a quick run spends on an IO cell it measures once a side
    /// (<see cref="MeasuredOnce"/>): ten delays of a second one after another.
    /// </summary>
    public const int OneCallLimitMs = 10_000;

    /// <summary>
    /// smoke: a corner of the grid that touches every claim in seconds (IO at the shortest delay the claims judge); quick:
    /// the IO rows where one ForEachAsync call lasts under a second, in rounds, and the article's rows where it lasts one
    /// to ten seconds, once a side (<see cref="MeasuredOnce"/>); the CPU rows at the article's item counts below 1e6
    /// iterations (the cores row tests the IO claims' "items ≤ cores" edge; no CPU claim reads it; the article's 1e6
    /// cells run on its own item, see <see cref="IncludesRandomShared"/>); full: everything.
    /// </summary>
    public static bool Includes(Profile profile, WorkloadSuite suite, int items, int amount) =>
        InRounds(profile, suite, items, amount) || MeasuredOnce(profile, suite, items, amount, Cores);

    /// <summary>
    /// The rows measured in the suite's rounds (<see cref="FanOutJobs.Rounds"/>): every row of the profile but those measured once.
    /// </summary>
    public static bool InRounds(Profile profile, WorkloadSuite suite, int items, int amount)
    {
        if (suite == WorkloadSuite.CpuRandomShared)
        {
            return IncludesRandomShared(profile, items, amount);
        }

        return profile switch
        {
            Profile.Smoke => items is 1 or 10
                && (suite == WorkloadSuite.Io ? amount == WhenAllVsForEachAsyncClaims.ShortestJudgedDelayMs : amount is 1_000 or 10_000),
            Profile.Quick => suite == WorkloadSuite.Io
                ? ForEachAsyncCallMs(items, amount, Cores) < 1000
                : amount < 1_000_000 && ArticleItemCounts.Contains(items),
            _ => true,
        };
    }

    /// <summary>
    /// quick: the article's IO rows that the claims judge (a delay of at least
    /// <see cref="WhenAllVsForEachAsyncClaims.ShortestJudgedDelayMs"/>) whose ForEachAsync call lasts one to
    /// <see cref="OneCallLimitMs"/> on <paramref name="cores"/> cores, among them its 1000 ms headline cells. They are
    /// timer-bound: a call lasts its delays to within a timer tick, so one call a side decides their ratio
    /// (<see cref="WhenAllVsForEachAsyncClaims.TimerAllowance"/>), where ten rounds would cost ten times as long.
    /// </summary>
    public static bool MeasuredOnce(Profile profile, WorkloadSuite suite, int items, int amount, int cores) =>
        profile == Profile.Quick && suite == WorkloadSuite.Io && ArticleItemCounts.Contains(items)
        && amount >= WhenAllVsForEachAsyncClaims.ShortestJudgedDelayMs
        && ForEachAsyncCallMs(items, amount, cores) is >= 1000 and <= OneCallLimitMs;

    /// <summary>
    /// Whether <paramref name="row"/> is measured once a side on the measuring machine's cores
    /// (<see cref="MeasuredOnce(Profile, WorkloadSuite, int, int, int)"/>).
    /// </summary>
    public static bool MeasuredOnce(Profile profile, FanOutCase row) => MeasuredOnce(profile, row.Suite, row.Items, row.Amount, Cores);

    /// <summary>
    /// The article's own CPU-bound shape, on which cpu-foreach-faster is judged: smoke, the same corner as the lab's item;
    /// quick, the cells its sentences rest on (10 items of 1e4, where "slightly more than twofold" was measured, up to 1e6,
    /// and 100 × 1e6, the largest multiple), ten rounds each like every judged suite; full, the article's whole table.
    /// </summary>
    private static bool IncludesRandomShared(Profile profile, int items, int amount) => profile switch
    {
        Profile.Smoke => items is 1 or 10 && amount is 1_000 or 10_000,
        Profile.Quick => (items == 10 && amount >= 10_000) || (items == 100 && amount == 1_000_000),
        _ => ArticleItemCounts.Contains(items),
    };

    /// <summary>
    /// How long one ForEachAsync call over IO-bound items lasts at best on the measuring machine: its delays run cores at a time.
    /// </summary>
    public static double ForEachAsyncCallMs(int items, int delayMs) => ForEachAsyncCallMs(items, delayMs, Cores);

    /// <summary>How long one ForEachAsync call over IO-bound items lasts at best on <paramref name="cores"/> cores.</summary>
    public static double ForEachAsyncCallMs(int items, int delayMs, int cores) => Math.Ceiling(items / (double)cores) * delayMs;

    public static IEnumerable<FanOutCase> Cases(Profile profile, WorkloadSuite suite) =>
        from items in ItemCounts
        from amount in Amounts(suite)
        where Includes(profile, suite, items, amount)
        from method in FanOutMethods.Of(suite)
        select new FanOutCase(suite, method.Id, items, amount);

    /// <summary>
    /// The BenchmarkDotNet filter for a CPU suite's rows measured in rounds, by its CollectionCount and amount parameters.
    /// </summary>
    public static Func<BenchmarkCase, bool> Filter(Profile profile, WorkloadSuite suite, string amountParameter) =>
        c => InRounds(profile, suite, (int)c.Parameters[nameof(CpuFanOutBenchmarks.CollectionCount)], (int)c.Parameters[amountParameter]);

}
