namespace AsyncLab.Load;

/// <summary>
/// The load both web experiments put on the target server, shared so that their figures read alike (the database
/// experiment's bounded pool is web-throughput's): a light and a heavy user count, and a bounded worker pool between
/// them, with more threads than the light load can use and fewer than the heavy load's users.
/// </summary>
public static class WebLoadLevels
{
    public const int LowUsers = 25;

    public const int HighUsers = 200;

    /// <summary>
    /// The lab's bounded pool: min = max worker threads, fewer than the heavy load's users, so that blocking code runs out
    /// of threads. It is the lab's choice, not the article's, and its claims are the lab's.
    /// </summary>
    public const int BoundedPoolThreads = 64;

    /// <summary>
    /// The request threads the article's server had, as its own tables imply (ArticleThreadBudget derives it from the
    /// published cells; docs/EXPERIMENTS.md shows the sum): the seed claims run on a pool of this size.
    /// </summary>
    public const int ArticlePoolThreads = 270;
}
