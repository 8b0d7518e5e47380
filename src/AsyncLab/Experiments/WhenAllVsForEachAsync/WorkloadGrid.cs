using AsyncLab.Running;
using BenchmarkDotNet.Running;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// Seed 004's parameter grid, the lab's extra row (as many items as this machine has logical cores, so that
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
    /// smoke: a corner of the grid that touches every claim in seconds (IO at the shortest delay the claims judge); quick:
    /// the IO rows where one ForEachAsync call lasts under a second (its ceil(items/cores) delays one after another:
    /// every 1000 ms row, and 100 items of 100 ms on a small machine, take longer, and full runs them), and the CPU rows at
    /// the article's item counts below 1e6 iterations (the cores row tests the IO claims' "items ≤ cores" edge; no CPU
    /// claim reads it; the article's 1e6 cells run on its own item, see <see cref="IncludesRandomShared"/>); full: everything.
    /// </summary>
    public static bool Includes(Profile profile, WorkloadSuite suite, int items, int amount)
    {
        if (suite == WorkloadSuite.CpuRandomShared)
        {
            return IncludesRandomShared(profile, items, amount);
        }

        return profile switch
        {
            Profile.Smoke => items is 1 or 10 && (suite == WorkloadSuite.Io ? amount == WhenAllVsForEachAsyncClaims.ShortestJudgedDelayMs : amount is 1_000 or 10_000),
            Profile.Quick => suite == WorkloadSuite.Io ? ForEachAsyncCallMs(items, amount) < 1000 : amount < 1_000_000 && ArticleItemCounts.Contains(items),
            _ => true,
        };
    }

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

    /// <summary>How long one ForEachAsync call over IO-bound items lasts at best: its delays run cores at a time.</summary>
    public static double ForEachAsyncCallMs(int items, int delayMs) => Math.Ceiling(items / (double)Cores) * delayMs;

    public static IEnumerable<FanOutCase> Cases(Profile profile, WorkloadSuite suite) =>
        from items in ItemCounts
        from amount in Amounts(suite)
        where Includes(profile, suite, items, amount)
        from method in FanOutMethods.Of(suite)
        select new FanOutCase(suite, method.Id, items, amount);

    /// <summary>The BenchmarkDotNet filter for a suite's class, by its CollectionCount and amount parameters.</summary>
    public static Func<BenchmarkCase, bool> Filter(Profile profile, WorkloadSuite suite, string amountParameter) =>
        c => Includes(profile, suite, (int)c.Parameters[nameof(SimulatedIoBenchmarks.CollectionCount)], (int)c.Parameters[amountParameter]);
}
