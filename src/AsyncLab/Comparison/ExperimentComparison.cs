using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Comparison;

/// <summary>One experiment that both runs have: its metrics matched up, its changed verdicts, what one side lacks.</summary>
public sealed record ExperimentComparison(
    string Id,
    string Title,
    ExperimentStatus StatusA,
    ExperimentStatus StatusB,
    IReadOnlyList<MetricComparison> Metrics,
    IReadOnlyList<VerdictChange> VerdictChanges,
    IReadOnlyList<string> ClaimsOnlyInA,
    IReadOnlyList<string> ClaimsOnlyInB)
{
    /// <summary>The claims' ratios both runs read, B over A (<see cref="ClaimRatioComparison"/>).</summary>
    public IReadOnlyList<ClaimRatioComparison> ClaimRatios { get; init; } = [];

    /// <summary>What the comparison could see in this experiment's rows.</summary>
    public Visibility Visibility => Visibility.Of(Metrics);

    /// <param name="readYardsticks">Read rows timed beside a yardstick against it (<see cref="YardstickReadings"/>): the
    /// runs ran the same runtime with the same settings.</param>
    public static ExperimentComparison Of(ExperimentResult a, ExperimentResult b, BetweenRunSpreads spreads,
        double threshold = DetectableChange.Reference, bool readYardsticks = false)
    {
        spreads = spreads.ForExperiment(a.Id);
        var both = a.Measurements.Concat(b.Measurements).ToList();
        var launched = new Launched(new LaunchedRows(both), readYardsticks ? new YardstickReadings(a, b) : null);
        var declared = DeclaredMetrics.Agreed([a.Metrics, b.Metrics]);
        var seconds = new PooledSeconds(both, declared);
        var metrics = new List<MetricComparison>();
        var measurementsB = b.Measurements.GroupBy(Key, StringComparer.Ordinal).ToDictionary(g => g.Key, g => g.First(),
            StringComparer.Ordinal);
        var matched = new HashSet<string>(StringComparer.Ordinal);
        foreach (var measurementA in a.Measurements)
        {
            var key = Key(measurementA);
            if (!matched.Add(key))
            {
                continue;
            }

            measurementsB.TryGetValue(key, out var measurementB);
            metrics.AddRange(Compare(measurementA, measurementB, spreads, launched, seconds));
        }

        foreach (var measurementB in b.Measurements.Where(m => matched.Add(Key(m))))
        {
            metrics.AddRange(Compare(null, measurementB, spreads, launched, seconds));
        }

        // Every row's declaration and threshold are set here, once, whichever reading made it.
        metrics = metrics.Select(m => m with { Declared = declared.Find(m.Metric), Threshold = threshold }).ToList();

        var claimsB = b.Claims.ToDictionary(c => c.Id, StringComparer.Ordinal);
        var changes = a.Claims
            .Where(c => claimsB.TryGetValue(c.Id, out var other) && other.Verdict != c.Verdict)
            .Select(c => new VerdictChange(a.Id, c, claimsB[c.Id]))
            .ToList();
        var claimIdsA = a.Claims.Select(c => c.Id).ToHashSet(StringComparer.Ordinal);
        return new ExperimentComparison(
            a.Id,
            b.Title,
            a.Status,
            b.Status,
            metrics,
            changes,
            a.Claims.Where(c => !claimsB.ContainsKey(c.Id)).Select(c => c.Id).ToList(),
            b.Claims.Where(c => !claimIdsA.Contains(c.Id)).Select(c => c.Id).ToList())
        {
            ClaimRatios = ClaimRatioComparison.Of(a.Claims, b.Claims, threshold),
        };
    }

    /// <summary>Variant and parameters, the parameters sorted so their order in the file does not matter.</summary>
    public static string Key(Measurement measurement) =>
        measurement.Variant + "\u001f" + string.Join("\u001f", measurement.Parameters.OrderBy(p => p.Key,
            StringComparer.Ordinal).Select(p => p.Key + "=" + p.Value));

    /// <summary>"variant (name=value, …)" as a reader sees it.</summary>
    public static string Label(Measurement measurement) =>
        measurement.Parameters.Count == 0
            ? measurement.Variant
            : $"{measurement.Variant} ({string.Join(", ", measurement.Parameters.Select(p => p.Key + "=" + p.Value))})";

    /// <summary>
    /// A row per metric: first those with samples in both runs, judged on their samples (showing the recorded figure
    /// where the metric has one, e.g. a load test's throughput beside its seconds), then the figures kept without samples.
    /// The caller sets each row's declaration.
    /// </summary>
    private static IEnumerable<MetricComparison> Compare(Measurement? a, Measurement? b, BetweenRunSpreads spreads, Launched launched,
        PooledSeconds seconds)
    {
        var label = Label((a ?? b)!);
        // A's sampled figures too: one that B lost is a row the gate must not pass unread.
        var names = MetricFormat.Order((a?.Metrics.Keys ?? []).Concat(b?.Metrics.Keys ?? []).Concat(a?.Samples?.Keys ?? []));
        var sampled = (a?.Samples ?? new Dictionary<string, IReadOnlyList<double>>())
            .Where(s => s.Value.Count > 0 && b?.Samples is { } other && other.TryGetValue(s.Key, out var values) && values.Count > 0)
            .Select(s => WithRecordedFigures(
                launched.Yardsticks?.Compare(label, s.Key, a!, b!)
                ?? launched.Rows.Compare(label, s.Key, a!, b!)
                ?? MetricComparison.OfSamples(label, s.Key, seconds.Declared.Find(s.Key), s.Value, b!.Samples![s.Key], spreads,
                    seconds.Lag1(s.Key)), a, b))
            .ToList();
        var judgedOnSamples = sampled.Select(m => m.Metric).ToHashSet(StringComparer.Ordinal);
        return sampled.Concat(names.Where(n => !judgedOnSamples.Contains(n)).Select(name => new MetricComparison(label, name,
            Get(a, name) ?? SampledMedian(a, name), Get(b, name)) { LostInB = HasSamples(a, name) && !HasSamples(b, name) }));
    }

    private static MetricComparison WithRecordedFigures(MetricComparison sampled, Measurement? a, Measurement? b) =>
        Get(a, sampled.Metric) is { } recordedA && Get(b, sampled.Metric) is { } recordedB
            ? sampled with { A = recordedA, B = recordedB }
            : sampled;

    /// <summary>The rows over launches, and where the runs allow it, the rows read against their yardstick.</summary>
    private sealed record Launched(LaunchedRows Rows, YardstickReadings? Yardsticks);

    /// <summary>
    /// Which metrics are a load test's seconds in time order (the runs declare it), and their lag-1 correlation pooled
    /// over both runs' constant-load tests, computed once a metric.
    /// </summary>
    private sealed class PooledSeconds(IReadOnlyList<Measurement> measurements, DeclaredMetrics declared)
    {
        private readonly Dictionary<string, double?> lag1 = new(StringComparer.Ordinal);

        public DeclaredMetrics Declared => declared;

        public double? Lag1(string metric)
        {
            if (declared.Find(metric) is not { InTimeOrder: true })
            {
                return null;
            }

            if (!lag1.TryGetValue(metric, out var pooled))
            {
                pooled = AutocorrelatedTInterval.PooledLag1(measurements
                    .Where(m => m.Stepped != true)
                    .Select(m => m.Samples is { } samples && samples.TryGetValue(metric, out var values) ? values : []));
                lag1[metric] = pooled;
            }

            return pooled;
        }
    }

    private static double? SampledMedian(Measurement? measurement, string metric) =>
        HasSamples(measurement, metric) ? Medians.Of(measurement!.Samples![metric]) : null;

    private static bool HasSamples(Measurement? measurement, string metric) =>
        measurement?.Samples?.GetValueOrDefault(metric) is { Count: > 0 };

    private static double? Get(Measurement? measurement, string metric) =>
        measurement is not null && measurement.Metrics.TryGetValue(metric, out var value) ? value : null;
}
