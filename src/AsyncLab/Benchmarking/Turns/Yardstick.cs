using System.Globalization;
using System.Runtime.CompilerServices;

namespace AsyncLab.Benchmarking.Turns;

/// <summary>
/// A fixed piece of the lab's own code timed in the same turns as a group's variants: an ordinal search to the end of a list
/// of string-keyed entries, code that no scenario reaches, so a change to an experiment's code leaves it where it was. A
/// shared machine switches between speeds for seconds to minutes, and a slow stretch slows every burst of the turns it
/// covers alike (docs/METHOD.md, "Read against a yardstick"); <c>compare</c> reads a row against its group's yardstick,
/// turn by turn, so that such a stretch cancels between two runs as the launch's effect cancels in a claim's paired ratio.
/// </summary>
public static class Yardstick
{
    /// <summary>The variant name of a group's yardstick; its id is the group's prefix and this.</summary>
    public const string Name = "yardstick";

    /// <summary>
    /// The key the yardstick searches for; it sits last, so every call walks the whole list. Shorter than every other key,
    /// so each comparison on the way stops at the lengths, as the experiments' searches for a short ticker do.
    /// </summary>
    public const string SearchedKey = "YSTK";

    /// <summary>The yardstick's id in a group whose ids start with <paramref name="prefix"/>.</summary>
    public static string IdFor(string prefix) => prefix + Name;

    /// <summary>Whether <paramref name="id"/> is a yardstick's (<see cref="IdFor"/>).</summary>
    public static bool Marks(string id) => id.EndsWith(Name, StringComparison.Ordinal);

    /// <summary>
    /// A burst variant that searches a list of <paramref name="entries"/> entries for its last key. Its entries have the
    /// shape of the lists the experiments search (a string key of about ten characters and a decimal, 24 bytes an entry):
    /// a slow stretch of a shared machine slows a walk over memory by how much memory it walks, and a yardstick of another
    /// shape slowed less than the rows beside it.
    /// </summary>
    public static BurstVariant Variant(string id, int entries)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(entries, 1);
        return new BurstVariant<Searching, decimal>(id, new(new Entries(entries), new string(SearchedKey.AsSpan())));
    }

    private readonly record struct Searching(Entries List, string Key) : IBurstBody<decimal>
    {
        public decimal Invoke() => List.ValueOf(Key);
    }

    private sealed class Entries
    {
        private readonly List<(string Key, decimal Value)> entries;

        public Entries(int count)
        {
            entries = new List<(string, decimal)>(count);
            for (var i = 0; i < count - 1; i++)
            {
                entries.Add((string.Create(CultureInfo.InvariantCulture, $"Listing{i}"), i));
            }

            entries.Add((SearchedKey, count - 1));
        }

        // Never inlined, so every group's yardstick runs the one compiled search, whatever loop calls it; and optimised from
        // its first call, so that it is the same code from the first turn in every process: left to tiering, it ran a
        // whole half-launch unoptimised, many times as slow, before its optimised code arrived. Without the profile that
        // tiering collects, string.Equals with a StringComparison is called rather than inlined (twice as slow a step);
        // comparing the lengths first gives the loop the step a tiered search of the experiments has.
        [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
        public decimal ValueOf(string key)
        {
            foreach (var (candidate, value) in entries)
            {
                if (candidate.Length == key.Length && candidate == key)
                {
                    return value;
                }
            }

            return -1;
        }
    }
}
