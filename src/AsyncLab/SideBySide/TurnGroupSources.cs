using System.Collections;
using System.Reflection;
using AsyncLab.Benchmarking.Turns;

namespace AsyncLab.SideBySide;

/// <summary>
/// The experiments whose rows are timed in bursts that take turns, and where a build keeps them: a public static method
/// that returns the experiment's groups of burst variants (or one group). <c>ab</c> finds them by name in each loaded
/// build, so a build from before <c>ab</c> existed is timed as well as one after.
/// </summary>
public static class TurnGroupSources
{
    /// <summary>Experiment id → the type and the static method that give its groups.</summary>
    public static IReadOnlyDictionary<string, (string Type, string Method)> ByExperiment { get; } =
        new Dictionary<string, (string, string)>(StringComparer.Ordinal)
        {
            ["async-cost"] = ("AsyncLab.Experiments.AsyncCost.StockPriceTurns", "Groups"),
            ["command-bus"] = ("AsyncLab.Experiments.CommandBus.BusTurns", "Group"),
        };

    /// <summary>The experiments <c>ab</c> can time, in the order it times them.</summary>
    public static IReadOnlyList<string> Experiments { get; } = [.. ByExperiment.Keys];

    /// <summary>
    /// The groups of <paramref name="experiment"/> as the build in <paramref name="lab"/> makes them, each variant wrapped
    /// with <paramref name="prefix"/> before its id.
    /// </summary>
    public static IReadOnlyList<IReadOnlyList<BurstVariant>> Load(Assembly lab, string experiment, string prefix)
    {
        ArgumentNullException.ThrowIfNull(lab);
        if (!ByExperiment.TryGetValue(experiment, out var source))
        {
            throw new SideBySideException($"ab times {string.Join(", ", Experiments)}; '{experiment}' is not timed in turns");
        }

        var method = lab.GetType(source.Type)?.GetMethod(source.Method, BindingFlags.Public | BindingFlags.Static, Type.EmptyTypes)
            ?? throw new SideBySideException($"the build at {Path.GetDirectoryName(lab.Location)} has no " +
                $"{source.Type}.{source.Method}(): it does not time {experiment} in turns");
        var made = method.Invoke(null, null) as IEnumerable
            ?? throw new SideBySideException($"{source.Type}.{source.Method}() returned nothing");
        var items = made.Cast<object>().ToList();
        // A list of groups, or one group of variants.
        var groups = items.All(i => i is IEnumerable and not string) ? items.Cast<IEnumerable>() : [made];
        return groups.Select(g => (IReadOnlyList<BurstVariant>)g.Cast<object>().Select(v => LoadedBurst.Wrap(v, prefix)).ToArray())
            .ToArray();
    }
}
