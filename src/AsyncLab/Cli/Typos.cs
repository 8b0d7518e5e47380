namespace AsyncLab.Cli;

/// <summary>
/// "did you mean" for a mistyped verb, option or experiment: the known name nearest by edit distance (a transposed pair
/// counts as one edit, as typing swaps letters), within two edits and within a third of the name, so that a short word is
/// not "corrected" into an unrelated one.
/// </summary>
public static class Typos
{
    /// <summary>The nearest of <paramref name="known"/> to <paramref name="given"/>, or null when none is near enough.</summary>
    public static string? Nearest(string given, IEnumerable<string> known)
    {
        var best = known
            .Distinct(StringComparer.Ordinal)
            .Select(k => (Name: k, Distance: Distance(given.ToLowerInvariant(), k.ToLowerInvariant())))
            .Where(k => k.Name != given && k.Distance <= Math.Min(2, Math.Max(1, k.Name.TrimStart('-').Length / 3)))
            .OrderBy(k => k.Distance)
            .ToList();
        return best.Count == 0 || (best.Count > 1 && best[1].Distance == best[0].Distance) ? null : best[0].Name;
    }

    /// <summary>"; did you mean 'run'?", or empty when no known name is near.</summary>
    public static string DidYouMean(string given, IEnumerable<string> known) =>
        Nearest(given, known) is { } near ? $"; did you mean '{near}'?" : string.Empty;

    /// <summary>The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent transpositions.</summary>
    public static int Distance(string a, string b)
    {
        var d = new int[a.Length + 1, b.Length + 1];
        for (var i = 0; i <= a.Length; i++)
        {
            d[i, 0] = i;
        }

        for (var j = 0; j <= b.Length; j++)
        {
            d[0, j] = j;
        }

        for (var i = 1; i <= a.Length; i++)
        {
            for (var j = 1; j <= b.Length; j++)
            {
                var cost = a[i - 1] == b[j - 1] ? 0 : 1;
                d[i, j] = Math.Min(Math.Min(d[i - 1, j] + 1, d[i, j - 1] + 1), d[i - 1, j - 1] + cost);
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                {
                    d[i, j] = Math.Min(d[i, j], d[i - 2, j - 2] + 1);
                }
            }
        }

        return d[a.Length, b.Length];
    }
}
