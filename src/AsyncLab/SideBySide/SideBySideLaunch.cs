using AsyncLab.Benchmarking.Turns;
using AsyncLab.Running;

namespace AsyncLab.SideBySide;

/// <summary>
/// One launch of <c>ab</c>, in its own process: the builds it was given loaded side by side (<see cref="BuildLoadContext"/>),
/// and each group of the experiment timed with both builds' variants in the same turns, each row of A beside the same
/// row of B, so that the i-th burst of A and of B were milliseconds apart. With one build, its groups alone.
/// </summary>
public static class SideBySideLaunch
{
    /// <summary>The prefix a side's row ids carry while the turns run: "A/", "B/".</summary>
    public static string PrefixOf(string side) => side + "/";

    public static async Task<SideBySideSamples> RunAsync(int launch, IReadOnlyList<LabBuild> builds, string experiment,
        BurstSettings settings, IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
    {
        ArgumentOutOfRangeException.ThrowIfZero(builds.Count);
        var loaded = builds.Select(b => TurnGroupSources.Load(new BuildLoadContext(b).Lab, experiment, PrefixOf(b.Label))).ToList();
        if (loaded.Select(g => g.Count).Distinct().Count() != 1)
        {
            throw new SideBySideException($"the builds time {experiment} in different numbers of groups: " +
                string.Join(" and ", builds.Zip(loaded, (b, g) => $"{b.Label} {g.Count}")));
        }

        var sides = builds.ToDictionary(b => b.Label, _ => new Dictionary<string, double[]>(StringComparer.Ordinal));
        var groups = new Dictionary<string, int>(StringComparer.Ordinal);
        for (var g = 0; g < loaded[0].Count; g++)
        {
            var group = Interleave(loaded.Select(l => l[g]).ToList());
            var samples = await BurstTurns.RunAsync(group, settings, progress, cancellationToken).ConfigureAwait(false);
            foreach (var (id, values) in samples)
            {
                var side = id[..id.IndexOf('/', StringComparison.Ordinal)];
                sides[side][RowOf(id)] = values;
                groups[RowOf(id)] = g;
            }
        }

        return new SideBySideSamples(launch,
            sides.ToDictionary(s => s.Key, s => (IReadOnlyDictionary<string, double[]>)s.Value, StringComparer.Ordinal), groups);
    }

    /// <summary>
    /// One group's variants, the same row of each build next to each other (a1 b1 a2 b2 …, matched by row id; a row only
    /// one build has comes where that build lists it). The turns reverse this order every other turn, so neither side
    /// always goes first.
    /// </summary>
    public static IReadOnlyList<BurstVariant> Interleave(IReadOnlyList<IReadOnlyList<BurstVariant>> sides)
    {
        ArgumentNullException.ThrowIfNull(sides);
        var order = new List<BurstVariant>();
        var placed = new HashSet<BurstVariant>();
        foreach (var variant in sides.SelectMany(s => s))
        {
            if (!placed.Add(variant))
            {
                continue;
            }

            order.Add(variant);
            foreach (var twin in sides.SelectMany(s => s).Where(v => RowOf(v.Id) == RowOf(variant.Id) && placed.Add(v)))
            {
                order.Add(twin);
            }
        }

        return order;
    }

    /// <summary>A side's variant id without its side prefix.</summary>
    public static string RowOf(string id) => id[(id.IndexOf('/', StringComparison.Ordinal) + 1)..];
}
