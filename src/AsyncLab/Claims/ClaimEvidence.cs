using AsyncLab.Results;
using AsyncLab.Statistics;
using AsyncLab.Stopping;

namespace AsyncLab.Claims;

/// <summary>
/// What an experiment measured, as a claim reads it: a figure's samples, or its single value; and the error the figure
/// read from it may spend (a claim's share of <see cref="LookSchedule.ClaimError"/>).
/// </summary>
public sealed class ClaimEvidence
{
    private readonly IReadOnlyList<Measurement> measurements;

    /// <summary>The measurements read so far, when this evidence keeps count (<see cref="Watched"/>); shared by its parts.</summary>
    private readonly HashSet<Measurement>? reads;

    /// <summary>Each metric's cases measured in launches, described once and shared by the evidence's parts.</summary>
    private readonly Dictionary<string, NeighbourhoodPriors> launchCases;

    /// <summary>
    /// Evidence for one look of a loop that may take every look: each claim may spend <see cref="LookSchedule.ErrorPerLook"/>.
    /// </summary>
    public ClaimEvidence(IReadOnlyList<Measurement> measurements)
        : this(measurements, LookSchedule.ErrorPerLook)
    {
    }

    /// <param name="measurements">What was measured.</param>
    /// <param name="error">What each claim may spend on this look (<see cref="LookSchedule.ErrorFor"/>).</param>
    public ClaimEvidence(IReadOnlyList<Measurement> measurements, double error)
        : this(measurements, error, null)
    {
    }

    private ClaimEvidence(IReadOnlyList<Measurement> measurements, double error, HashSet<Measurement>? reads, Dictionary<string,
        NeighbourhoodPriors>? launchCases = null)
    {
        this.measurements = measurements;
        Error = error;
        this.reads = reads;
        this.launchCases = launchCases ?? new(StringComparer.Ordinal);
    }

    /// <summary>The measurements a check read through this evidence (or its parts), in measurement order; empty unless <see
    /// cref="Watched"/>.</summary>
    public IReadOnlyList<Measurement> Read => reads is null ? [] : measurements.Where(reads.Contains).ToList();

    /// <summary>The same evidence, keeping count of the measurements a check reads: which cells a claim rests on.</summary>
    public ClaimEvidence Watched() => new(measurements, Error, new HashSet<Measurement>(ReferenceEqualityComparer.Instance), launchCases);

    public IReadOnlyList<Measurement> Measurements => measurements;

    /// <summary>The chance an interval read from this evidence may miss the truth: 1 − its confidence.</summary>
    public double Error { get; }

    /// <summary>The confidence of every interval read from this evidence.</summary>
    public double Confidence => 1 - Error;

    /// <summary>
    /// The same evidence for one of <paramref name="parts"/> parts that must all hold: each part spends an equal share of
    /// this error, so a claim of several parts is wrong no more often than a claim of one (Bonferroni's bound).
    /// </summary>
    public ClaimEvidence ForPartOf(int parts) => parts <= 1 ? this : new ClaimEvidence(measurements, Error / parts, reads, launchCases);

    public Measurement? Find(CaseSelector selector)
    {
        var found = measurements.FirstOrDefault(selector.Matches);
        if (found is not null)
        {
            reads?.Add(found);
        }

        return found;
    }

    /// <summary>
    /// The samples behind <paramref name="metric"/> (each round, turn, repeat or second), or its one value as a sample of one
    /// when no samples were kept; empty when the case or the metric is missing or not a number.
    /// </summary>
    public IReadOnlyList<double> Samples(CaseSelector selector, Metric metric)
    {
        var measurement = Find(selector);
        if (measurement is null)
        {
            return [];
        }

        if (measurement.Samples is { } samples && samples.TryGetValue(metric.Key, out var values) && values.Count > 0)
        {
            return values;
        }

        return Value(selector, metric) is var value && !double.IsNaN(value) ? [value] : [];
    }

    /// <summary>
    /// The samples behind <paramref name="metric"/> grouped by the launch that took them, in launch order; empty unless the
    /// case was measured in two launches or more (<see cref="Measurement.Launches"/>).
    /// </summary>
    public IReadOnlyList<(int Launch, IReadOnlyList<double> Samples)> ByLaunch(CaseSelector selector, Metric metric) =>
        Find(selector) is { } measurement ? ByLaunch(measurement, metric.Key) : [];

    /// <summary>
    /// The experiment's cases of <paramref name="metric"/> measured in launches, with the prior each borrows its
    /// between-launch variance from (<see cref="Statistics.NeighbourhoodPriors"/>); built once and shared by the evidence's parts.
    /// A yardstick (<see cref="Measurement.Yardstick"/>) is left out: no claim reads it, and a slow stretch of the machine
    /// moves the lab's own search by a share of its own, so as the noisiest neighbour it would set the floor of the
    /// experiment's calls timed beside it.
    /// </summary>
    public NeighbourhoodPriors NeighbourhoodPriors(Metric metric)
    {
        lock (launchCases)
        {
            if (!launchCases.TryGetValue(metric.Key, out var cases))
            {
                cases = new NeighbourhoodPriors(measurements.Where(m => m.Yardstick != true), metric.Key, UnitsOf);
                launchCases[metric.Key] = cases;
            }

            return cases;
        }
    }

    /// <summary>
    /// The prior of a ratio whose two cases ran in turns on one server (<see cref="Measurement.Runs"/>), fitted on the
    /// log-ratios themselves: one series a row, for every row of the experiment where the same two variants ran side by side
    /// under one set of parameters, each run's log-ratio the difference of the two cases' run medians. Runs of different
    /// rows ran at different times, so what a run did is shared only by the pair that ran in it: a prior on the cases' own
    /// residuals would read each case's run-to-run move, which the pair cancels. Null unless both cases ran under the same
    /// parameters and at least <see cref="ModeratedVariance.FewestCases"/> rows have two runs or more.
    /// </summary>
    public ModeratedVariance? RunPairPrior(Measurement numerator, Measurement denominator, Metric metric)
    {
        if (!SameRow(numerator, denominator))
        {
            return null;
        }

        var series = measurements.Where(a => a.Variant == numerator.Variant && a.Runs is not null)
            .Select(a => (A: a, B: measurements.FirstOrDefault(b => b.Variant == denominator.Variant && b.Runs is not null
                && SameRow(a, b))))
            .Where(p => p.B is not null)
            .Select(p => UnitLogRatios(p.A, p.B!, metric.Key))
            .Where(r => r.Count >= 2)
            .ToList();
        return ModeratedVariance.Fit(series) is var prior && prior != ModeratedVariance.None ? prior : null;
    }

    /// <summary>
    /// Two cases' log-ratio in each unit (launch or run) both took part in: the difference of their medians' logs there.
    /// </summary>
    public static IReadOnlyList<double> UnitLogRatios(Measurement a, Measurement b, string key)
    {
        var x = ByLaunch(a, key);
        var y = ByLaunch(b, key).ToDictionary(g => g.Launch, g => g.Samples);
        return x.Where(g => y.ContainsKey(g.Launch))
            .Select(g => ModeratedTInterval.LogMedian(g.Samples) - ModeratedTInterval.LogMedian(y[g.Launch]))
            .Where(double.IsFinite)
            .ToList();
    }

    private static bool SameRow(Measurement a, Measurement b) =>
        a.Parameters.Count == b.Parameters.Count
        && a.Parameters.All(p => b.Parameters.TryGetValue(p.Key, out var value) && value == p.Value);

    private static IReadOnlyList<(int Launch, IReadOnlyList<double> Samples)> ByLaunch(Measurement measurement, string key)
    {
        if (UnitsOf(measurement) is not { } launches || !launches.TryGetValue(key, out var from)
            || measurement.Samples is not { } samples || !samples.TryGetValue(key, out var values) || values.Count != from.Count)
        {
            return [];
        }

        var groups = values.Zip(from).GroupBy(p => p.Second).OrderBy(g => g.Key)
            .Select(g => (g.Key, (IReadOnlyList<double>)g.Select(p => p.First).ToList())).ToList();
        return groups.Count >= 2 ? groups : [];
    }

    /// <summary>
    /// What a claim takes as the unit of a case's samples: the launch where it ran in launches, else the run of a test repeated
    /// on one server (<see cref="Measurement.Runs"/>); null when neither was recorded.
    /// </summary>
    public static IReadOnlyDictionary<string, IReadOnlyList<int>>? UnitsOf(Measurement measurement) =>
        measurement.Launches ?? measurement.Runs;

    /// <summary>The unit of <paramref name="selector"/>'s case as <see cref="UnitsOf"/> reads it: a launch, or a run.</summary>
    public SampleUnit UnitOf(CaseSelector selector) =>
        Find(selector) is { Launches: null, Runs: not null } ? SampleUnit.Run : SampleUnit.Launch;

    /// <summary>The measurement's value of <paramref name="metric"/>; NaN when absent.</summary>
    public double Value(CaseSelector selector, Metric metric) =>
        Find(selector) is { } m && m.Metrics.TryGetValue(metric.Key, out var value) ? value : double.NaN;

    /// <summary>The distinct parameter sets under which <paramref name="variant"/> was measured, in measurement order.</summary>
    public IReadOnlyList<IReadOnlyDictionary<string, string>> RowsOf(string variant) =>
        measurements.Where(m => m.Variant == variant).Select(m => m.Parameters).ToList();
}
