using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// Joins the measurements of an experiment's launches into one set: a case's samples are every launch's, in launch order,
/// with the launch of each recorded (<see cref="Measurement.Launches"/>); a case's single figures are the (lower) median of
/// the launches' (one odd process cannot move it far, and it is a figure some launch read); notes and series are the first launch's,
/// but for the thread pool each launch states (<see cref="LaunchPool"/>), merged over them all.
/// </summary>
public static class LaunchMerge
{
    /// <param name="launches">Each launch's index (0-based) and what it measured.</param>
    public static ExperimentFindings Merge(IReadOnlyList<(int Launch, ExperimentFindings Findings)> launches)
    {
        ArgumentOutOfRangeException.ThrowIfZero(launches.Count);
        var ordered = launches.OrderBy(l => l.Launch).ToList();
        var cells = new List<(string Key, List<(int Launch, Measurement Measurement)> Parts)>();
        foreach (var (launch, findings) in ordered)
        {
            foreach (var measurement in findings.Measurements)
            {
                var key = KeyOf(measurement);
                var cell = cells.FirstOrDefault(c => c.Key == key);
                if (cell.Parts is null)
                {
                    cell = (key, []);
                    cells.Add(cell);
                }

                cell.Parts.Add((launch, measurement));
            }
        }

        var first = ordered[0].Findings;
        return new ExperimentFindings(cells.Select(c => Join(c.Parts)).ToArray()) { Notes = Notes(ordered), Series = first.Series };
    }

    /// <summary>The first launch's notes, with every launch's thread-pool note (<see cref="LaunchPool"/>) merged into one.</summary>
    private static IReadOnlyList<string> Notes(IReadOnlyList<(int Launch, ExperimentFindings Findings)> ordered)
    {
        static bool IsPool(string note) => note.StartsWith(LaunchPool.NotePrefix, StringComparison.Ordinal);
        var pool = LaunchPool.Merge(ordered.Select(l => (l.Launch, l.Findings.Notes.FirstOrDefault(IsPool))).ToList());
        var rest = ordered[0].Findings.Notes.Where(note => !IsPool(note));
        return pool is null ? [.. rest] : [.. rest, pool];
    }

    /// <summary>One cell measured in several launches, as one measurement.</summary>
    public static Measurement Join(IReadOnlyList<(int Launch, Measurement Measurement)> parts)
    {
        var head = parts[0].Measurement;
        var metrics = parts.SelectMany(p => p.Measurement.Metrics.Keys).Distinct(StringComparer.Ordinal).ToDictionary(
            key => key,
            key => LowerMedian(parts.Where(p => p.Measurement.Metrics.ContainsKey(key)).Select(p => p.Measurement.Metrics[key]).ToList()),
            StringComparer.Ordinal);
        Dictionary<string, IReadOnlyList<double>>? samples = null;
        Dictionary<string, IReadOnlyList<int>>? launches = null;
        foreach (var key in parts.SelectMany(p => p.Measurement.Samples?.Keys ?? []).Distinct(StringComparer.Ordinal))
        {
            var values = new List<double>();
            var from = new List<int>();
            foreach (var (launch, measurement) in parts)
            {
                if (measurement.Samples is { } kept && kept.TryGetValue(key, out var taken))
                {
                    values.AddRange(taken);
                    from.AddRange(Enumerable.Repeat(launch, taken.Count));
                }
            }

            (samples ??= new(StringComparer.Ordinal))[key] = values;
            (launches ??= new(StringComparer.Ordinal))[key] = from;
        }

        var severalLaunches = parts.Select(p => p.Launch).Distinct().Count() > 1;
        return head with
        {
            Metrics = metrics,
            Samples = samples,
            Launches = severalLaunches ? launches : null,
        };
    }

    private static string KeyOf(Measurement measurement) =>
        measurement.Variant + "\u0001" + string.Join("\u0001", measurement.Parameters.OrderBy(p => p.Key,
            StringComparer.Ordinal).Select(p => p.Key + "=" + p.Value));

    private static double LowerMedian(List<double> values)
    {
        var finite = values.Where(v => !double.IsNaN(v)).Order().ToList();
        if (finite.Count == 0)
        {
            return double.NaN;
        }

        // The lower median: a figure one launch read (a flag stays 0 or 1), never the mean of two launches' figures.
        return finite[(finite.Count - 1) / 2];
    }
}
