using System.Globalization;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>How tables and claims name a pool.</summary>
public static class PoolSettings
{
    public const string DefaultText = "default pool";

    /// <summary>"pool 270" for min = max threads, "default pool" otherwise.</summary>
    public static string Text(int? threads) =>
        threads is { } n ? string.Create(CultureInfo.InvariantCulture, $"pool {n}") : DefaultText;
}
