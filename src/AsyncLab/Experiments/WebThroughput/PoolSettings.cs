using System.Globalization;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>How tables and claims name a pool.</summary>
public static class PoolSettings
{
    public const string DefaultText = "default pool";

    /// <summary>
    /// "pool 270" for min = max threads, "pool 270 by injection" for a pool that starts lower and grows to that cap,
    /// "default pool" otherwise. The minimum is left out: it is this machine's core count, and a claim reads the same rows
    /// on every machine.
    /// </summary>
    public static string Text(int? threads, bool injected = false) =>
        threads is not { } n ? DefaultText
        : injected ? string.Create(CultureInfo.InvariantCulture, $"pool {n} by injection")
        : string.Create(CultureInfo.InvariantCulture, $"pool {n}");
}
