using System.Globalization;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>Which worker pool a server runs with.</summary>
public enum PoolSetting
{
    /// <summary>min = max = the request threads the article's server had (<see cref="Load.WebLoadLevels.ArticlePoolThreads"/>).</summary>
    Article,

    /// <summary>min = max = the lab's bound (<see cref="Load.WebLoadLevels.BoundedPoolThreads"/>): fewer threads than users.</summary>
    Bounded,

    /// <summary>The runtime's default pool, which starts at one thread per core and adds threads as it sees fit.</summary>
    Default,
}

/// <summary>How tables and claims name a pool.</summary>
public static class PoolSettings
{
    public const string DefaultText = "default pool";

    /// <summary>"pool 270" for min = max threads, "default pool" otherwise.</summary>
    public static string Text(int? threads) =>
        threads is { } n ? string.Create(CultureInfo.InvariantCulture, $"pool {n}") : DefaultText;
}
