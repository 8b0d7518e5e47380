using AsyncLab.Published;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// The request threads the article's server must have had, from its own tables (seed 003). In a closed load test each
/// request of an action holds a thread for each of its units of work (1 s each: the sync unit on the request thread, an
/// offloaded one on another), so the most requests per second an action reached, times its units, is a count of threads
/// busy at once. The largest such count, rounded up to ten, is the budget the lab's seed claims run on.
/// </summary>
public static class ArticleThreadBudget
{
    private const string Seed = "003";

    private const string MostThroughput = "吞吐量(max)";

    /// <summary>The article's actions with their table and their units of work per request (its parameter workload-per-action).</summary>
    public static IReadOnlyList<(string Table, string Action, int Units)> Actions { get; } =
    [
        ("table-1", "base", 1), ("table-1", "baseasync", 2), ("table-1", "baseasync_", 3), ("table-2", "fairasync", 2),
    ];

    /// <summary>Each action's threads busy at once at its highest throughput: req/s × units × 1 s.</summary>
    public static IReadOnlyList<(string Action, double Threads)> Estimates() =>
        Actions.Select(a => (a.Action, PublishedArticle.Of(Seed).Cell(a.Table, a.Action, MostThroughput) * a.Units)).ToList();

    /// <summary>The largest estimate, rounded up to the next ten.</summary>
    public static int Threads() => (int)(Math.Ceiling(Estimates().Max(e => e.Threads) / 10) * 10);
}
