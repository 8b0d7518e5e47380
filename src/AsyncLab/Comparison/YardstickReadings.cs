using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Comparison;

/// <summary>
/// The rows of one experiment that both runs timed in turns beside a yardstick (<see cref="Measurement.Yardstick"/>), read
/// against it: each turn's time over the yardstick's in the same turn, so that a stretch of the machine's speed that slowed
/// the whole turn cancels, and the launches' summaries of those ratios are compared as any row over launches
/// (<see cref="LaunchedRows"/>, their variance moderated over the experiment's other rows read so). The yardstick is the
/// lab's own code, which a change to an experiment's code leaves alone, so B/A of the readings is the row's own change.
/// Only runs of the same runtime with the same settings are read so (<see cref="Comparable"/>): a new runtime moves the
/// yardstick too, and the row's change would then be read net of it.
/// </summary>
public sealed class YardstickReadings
{
    private readonly Dictionary<Measurement, Reading> readingsA;
    private readonly Dictionary<Measurement, Reading> readingsB;
    private readonly LaunchedRows rows;

    public YardstickReadings(ExperimentResult a, ExperimentResult b)
    {
        readingsA = ReadingsOf(a.Measurements);
        readingsB = ReadingsOf(b.Measurements);
        rows = new LaunchedRows([.. readingsA.Values.Select(r => r.Against), .. readingsB.Values.Select(r => r.Against)]);
    }

    /// <summary>
    /// Whether two runs' yardsticks ran the same code on the same runtime: the same runtime version and the same runtime
    /// settings. A run that did not record its settings is not taken to match.
    /// </summary>
    public static bool Comparable(RunInfo? a, RunInfo? b) =>
        a is not null && b is not null && string.Equals(a.Runtime, b.Runtime, StringComparison.Ordinal)
        && a.RuntimeSettings is not null && b.RuntimeSettings is not null
        && string.Equals(a.RuntimeSettingsText, b.RuntimeSettingsText, StringComparison.Ordinal);

    /// <summary>
    /// The row read against its yardstick in both runs, or null where either run has no yardstick beside it (or not
    /// over the same launches and turns), or the metric is not the turns' time.
    /// </summary>
    public MetricComparison? Compare(string label, string metric, Measurement a, Measurement b)
    {
        if (metric != MetricNames.TimeNs || !readingsA.TryGetValue(a, out var readingA) || !readingsB.TryGetValue(b, out var readingB)
            || rows.Compare(label, metric, readingA.Against, readingB.Against) is not { } compared)
        {
            return null;
        }

        // The figures shown stay the row's own times; only the interval is read against the yardstick.
        return compared with
        {
            A = Medians.Of(a.Samples![metric]),
            B = Medians.Of(b.Samples![metric]),
            Yardstick = readingA.Yardstick == readingB.Yardstick ? readingA.Yardstick : $"{readingA.Yardstick} and {readingB.Yardstick}",
        };
    }

    /// <summary>The rows of <paramref name="measurements"/> with a yardstick beside them, each with its reading.</summary>
    private static Dictionary<Measurement, Reading> ReadingsOf(IReadOnlyList<Measurement> measurements)
    {
        var readings = new Dictionary<Measurement, Reading>(ReferenceEqualityComparer.Instance);
        var yardsticks = measurements.Where(m => m.Yardstick == true && m.MeasuredWith is not null)
            .GroupBy(m => m.MeasuredWith!, StringComparer.Ordinal)
            .Where(g => g.Count() == 1)
            .ToDictionary(g => g.Key, g => g.Single(), StringComparer.Ordinal);
        foreach (var row in measurements.Where(m => m.Yardstick != true && m.MeasuredWith is not null))
        {
            if (yardsticks.TryGetValue(row.MeasuredWith!, out var yardstick) && Against(row, yardstick) is { } against)
            {
                readings[row] = new Reading(against, yardstick.Variant);
            }
        }

        return readings;
    }

    /// <summary>
    /// The row's times over the yardstick's, turn by turn, with the row's launches; null unless both have their times from
    /// the same launches, sample for sample (the i-th of each then came from one turn).
    /// </summary>
    public static Measurement? Against(Measurement row, Measurement yardstick)
    {
        const string metric = MetricNames.TimeNs;
        if (row.Samples?.GetValueOrDefault(metric) is not { Count: > 0 } times
            || yardstick.Samples?.GetValueOrDefault(metric) is not { } yardstickTimes || yardstickTimes.Count != times.Count
            || row.Launches?.GetValueOrDefault(metric) is not { } launches
            || yardstick.Launches?.GetValueOrDefault(metric) is not { } yardstickLaunches
            || !launches.SequenceEqual(yardstickLaunches))
        {
            return null;
        }

        var ratios = new double[times.Count];
        for (var i = 0; i < ratios.Length; i++)
        {
            if (!(times[i] > 0) || !(yardstickTimes[i] > 0))
            {
                return null;
            }

            ratios[i] = times[i] / yardstickTimes[i];
        }

        // Its own neighbourhood: readings pool their launch variance with each other, not with raw rows, whose variance
        // holds the machine's stretches the reading takes out.
        return row with
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [metric] = ratios },
            Launches = new Dictionary<string, IReadOnlyList<int>> { [metric] = launches },
            MeasuredWith = row.MeasuredWith + " against its yardstick",
        };
    }

    private sealed record Reading(Measurement Against, string Yardstick);
}
