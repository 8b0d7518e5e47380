namespace AsyncLab.Load;

/// <summary>Which worker pool a target server runs with: a web experiment names it for each server it starts.</summary>
public enum PoolSetting
{
    /// <summary>min = max = the request threads the article's server had (<see cref="WebLoadLevels.ArticlePoolThreads"/>).</summary>
    Article,

    /// <summary>min = max = the lab's bound (<see cref="WebLoadLevels.BoundedPoolThreads"/>): fewer threads than users.</summary>
    Bounded,

    /// <summary>The runtime's default pool, which starts at one thread per core and adds threads as it sees fit.</summary>
    Default,

    /// <summary>
    /// The article's cap (<see cref="WebLoadLevels.ArticlePoolThreads"/>) as its maximum, one thread per core as its minimum,
    /// and in between the runtime's own injection: the pool grows only as the runtime sees it starved, as the article's did.
    /// </summary>
    Injected,
}
