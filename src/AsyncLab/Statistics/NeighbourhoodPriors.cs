using AsyncLab.Results;

namespace AsyncLab.Statistics;

/// <summary>
/// An experiment's cases of one metric measured in two launches or more, each with its launch summaries and how much its
/// samples scatter within a launch; and the prior each case borrows its variance from. A case pools only with its
/// neighbours: cases timed together where the harness says so (<see cref="Measurement.MeasuredWith"/>: one group of bursts,
/// one loop's repeats), of the same harness (as many samples a launch: a burst's turns, BenchmarkDotNet's rounds, a loop's
/// repeats), whose within-launch scatter is within <see cref="Neighbourhood"/> of its own. A harness's rows move between
/// processes alike far more often than rows of another harness do, and one noisy class of rows would otherwise set the
/// variance, or the floor, of every quiet one.
/// </summary>
public sealed class NeighbourhoodPriors
{
    /// <summary>How far apart (as a factor) two cases' within-launch scatter may be for one to borrow from the other.</summary>
    public const double Neighbourhood = 3;

    private readonly List<Case> cases;
    private readonly Dictionary<Measurement, ModeratedVariance> priors = new(ReferenceEqualityComparer.Instance);
    private readonly Dictionary<Measurement, ModeratedVariance> residualPriors = new(ReferenceEqualityComparer.Instance);
    private readonly Dictionary<Measurement, double> usualVariances = new(ReferenceEqualityComparer.Instance);
    private readonly Dictionary<Measurement, TurnResiduals?> turnResiduals = new(ReferenceEqualityComparer.Instance);

    public NeighbourhoodPriors(IEnumerable<Measurement> measurements, string metric)
        : this(measurements, metric, m => m.Launches)
    {
    }

    /// <param name="measurements">The experiment's cases.</param>
    /// <param name="metric">The metric's key.</param>
    /// <param name="unitsOf">
    /// Which unit took each sample of a case, by sample key: its launches, or for a claim also the runs of a test repeated on
    /// one server (<see cref="Measurement.Runs"/>).
    /// </param>
    public NeighbourhoodPriors(IEnumerable<Measurement> measurements, string metric,
        Func<Measurement, IReadOnlyDictionary<string, IReadOnlyList<int>>?> unitsOf)
    {
        cases = measurements.Select(m => Describe(m, metric, unitsOf(m))).OfType<Case>().ToList();
    }

    /// <summary>The case's launch summaries (logs, in launch order), or empty when it ran in fewer than two launches.</summary>
    public static IReadOnlyList<(int Launch, double Summary)> SummariesOf(Measurement measurement, string metric) =>
        SummariesOf(measurement, metric, measurement.Launches);

    private static IReadOnlyList<(int Launch, double Summary)> SummariesOf(Measurement measurement, string metric,
        IReadOnlyDictionary<string, IReadOnlyList<int>>? units) =>
        units is { } launches && launches.TryGetValue(metric, out var from)
        && measurement.Samples is { } samples && samples.TryGetValue(metric, out var values) && values.Count == from.Count
            ? ModeratedTInterval.Summaries(values, from) is { Count: >= 2 } summaries ? summaries : []
            : [];

    /// <summary>The prior of <paramref name="measurement"/>: fitted on the cases of its neighbourhood (itself included).</summary>
    public ModeratedVariance PriorFor(Measurement measurement)
    {
        if (priors.TryGetValue(measurement, out var known))
        {
            return known;
        }

        var own = cases.FirstOrDefault(c => ReferenceEquals(c.Measurement, measurement));
        var prior = own is null
            ? ModeratedVariance.None
            : ModeratedVariance.Fit(NeighboursOf(own).Select(c => c.Summaries));
        priors[measurement] = prior;
        return prior;
    }

    /// <summary>
    /// The prior of <paramref name="measurement"/>'s variation between launches once what its launch did to every case of
    /// its neighbourhood is taken out: a case × launch model, whose launch effect (the whole process faster or slower)
    /// cancels in a ratio of two cases measured in the same launches. Each case's residuals (its launch summary less the
    /// launch's mean over the neighbourhood) are scaled by √(C / (C − 1)) for the C cases that estimated that mean, so their
    /// variance reads the case's own, and the prior is fitted on them as on the summaries.
    /// </summary>
    public ModeratedVariance ResidualPriorFor(Measurement measurement)
    {
        if (residualPriors.TryGetValue(measurement, out var known))
        {
            return known;
        }

        var own = cases.FirstOrDefault(c => ReferenceEquals(c.Measurement, measurement));
        var prior = ModeratedVariance.None;
        if (own is not null)
        {
            var near = NeighboursOf(own).ToList();
            var launchMeans = near.SelectMany(c => c.ByLaunch).GroupBy(p => p.Launch)
                .Where(g => g.Count() >= 2)
                .ToDictionary(g => g.Key, g => (Mean: g.Average(p => p.Summary), Count: g.Count()));
            var residuals = near.Select(c => (IReadOnlyList<double>)c.ByLaunch
                    .Where(p => launchMeans.ContainsKey(p.Launch))
                    .Select(p => (p.Summary - launchMeans[p.Launch].Mean) * Unbiased(launchMeans[p.Launch].Count))
                    .ToList())
                .ToList();
            prior = ModeratedVariance.Fit(residuals);
        }

        residualPriors[measurement] = prior;
        return prior;
    }

    /// <summary>
    /// The residual prior of a case whose samples were taken in turns with its neighbours' (the i-th sample of each in a
    /// launch from one turn, as a paired ratio reads them): each turn's mean log over the neighbourhood is taken out of
    /// every case's sample of that turn before the launch's median, so that what the machine did in that turn (a slow
    /// stretch that every burst of the turn shares) cancels here as it cancels in the paired ratio's per-turn log-ratios.
    /// Taken out launch by launch only (<see cref="ResidualPriorFor"/>), a launch whose turns were about half fast and half
    /// slow puts each case's median on either side of the split, and the prior reads a move that no paired ratio makes.
    /// Where no launch has a neighbour of as many samples as this case, it took fewer than <see cref="FewestTurns"/> a
    /// launch, or too few neighbours have a spread to fit a prior, the launch-level prior.
    /// </summary>
    public ModeratedVariance TurnResidualPriorFor(Measurement measurement) =>
        TurnResidualsOf(measurement) is { } turns ? turns.Prior : ResidualPriorFor(measurement);

    /// <summary>
    /// <see cref="UsualVariance"/> on the residuals <see cref="TurnResidualPriorFor"/> reads: how far a launch usually moves a
    /// neighbour once each turn's shared effect is taken out, the case itself left out. Falls back as that prior does.
    /// </summary>
    public double TurnUsualVariance(Measurement measurement) =>
        TurnResidualsOf(measurement) is { } turns ? turns.Usual : UsualVariance(measurement);

    /// <summary>
    /// The fewest samples a launch for a case to be read turn by turn. Bursts in turns take a hundred a launch, each turn
    /// timing every case within milliseconds, so a turn's cases share the machine's moment; a loop takes a handful of
    /// repeats of a third of a second a case, one case after another, and a turn's cases then share no moment that one
    /// turn's mean could take out (read turn by turn, valuetask-loop's ValueTask / Task loop ratio was given a move twice
    /// as wide as read launch by launch).
    /// </summary>
    public const int FewestTurns = 20;

    private TurnResiduals? TurnResidualsOf(Measurement measurement)
    {
        if (turnResiduals.TryGetValue(measurement, out var known))
        {
            return known;
        }

        var own = cases.FirstOrDefault(c => ReferenceEquals(c.Measurement, measurement));
        var found = own is null || own.PerLaunch < FewestTurns ? null : TurnResiduals.Of(own, NeighboursOf(own));
        turnResiduals[measurement] = found;
        return found;
    }

    /// <summary>
    /// How far a launch usually moves <paramref name="measurement"/>, judged from its neighbours alone: the upper quartile
    /// (<see cref="UsualQuantile"/>) of their launch summaries' variances, the case itself left out so that a case whose
    /// launches split in two cannot hide the split by widening its own yardstick (as it widens its prior and floor). NaN when
    /// no neighbour has a spread.
    /// </summary>
    public double UsualVariance(Measurement measurement)
    {
        if (usualVariances.TryGetValue(measurement, out var known))
        {
            return known;
        }

        var own = cases.FirstOrDefault(c => ReferenceEquals(c.Measurement, measurement));
        var usual = own is null
            ? double.NaN
            : UsualOf(NeighboursOf(own).Where(c => !ReferenceEquals(c, own)).Select(c => c.Summaries));
        usualVariances[measurement] = usual;
        return usual;
    }

    /// <summary>
    /// Which of the neighbours' variances <see cref="UsualVariance"/> reads: the upper quartile, not the median, so that a
    /// noisy case among quieter neighbours (a yielding call beside synchronous ones) is not measured by the quiet ones' move.
    /// </summary>
    public const double UsualQuantile = 0.75;

    /// <summary>The <see cref="UsualQuantile"/> of the series' variances that are positive; NaN when none is.</summary>
    private static double UsualOf(IEnumerable<IReadOnlyList<double>> series)
    {
        var variances = series.Select(ModeratedVariance.SampleVariance).Where(v => double.IsFinite(v) && v > 0).Order().ToList();
        return variances.Count == 0 ? double.NaN : variances[(int)Math.Ceiling(UsualQuantile * variances.Count) - 1];
    }

    /// <summary>
    /// The cases <paramref name="own"/> pools with: timed together with it (where the harness says), of its harness, and
    /// of a within-launch scatter near its own; where that leaves fewer than <see cref="FewestNeighbours"/>, the cases of its
    /// harness nearest to it in scatter, that many. Falling back on every case of the harness instead would give a quiet
    /// case the floor of the noisiest class beside it: a call of 100 ms timed to a tenth of a percent borrowed the spread of
    /// a 1 ms timer's quantisation, and its interval came out thirty times wider than its launches' own.
    /// </summary>
    private List<Case> NeighboursOf(Case own)
    {
        var sameHarness = cases
            .Where(c => c.Measurement.MeasuredWith == own.Measurement.MeasuredWith && c.PerLaunch == own.PerLaunch)
            .ToList();
        var near = sameHarness.Where(c => Near(c.Within, own.Within)).ToList();
        return near.Count >= FewestNeighbours
            ? near
            : sameHarness.OrderBy(c => Distance(c.Within, own.Within)).ThenBy(c => ReferenceEquals(c, own) ? 0 : 1)
                .Take(FewestNeighbours).ToList();
    }

    /// <summary>
    /// The fewest cases a neighbourhood holds (the case itself included) when its harness has that many: two more than a
    /// prior needs (<see cref="ModeratedVariance.FewestCases"/>), so that its floor (an upper quantile, here the largest
    /// or the next) speaks for several others. Simulated on a ladder of scatters where half the cases move between processes far more
    /// than they scatter, four neighbours missed up to 2 % at three launches, five under 1 %.
    /// </summary>
    public const int FewestNeighbours = ModeratedVariance.FewestCases + 2;

    /// <summary>How far apart two within-launch scatters are, as the log of their ratio; an unknown scatter is far from all
    /// known ones.</summary>
    private static double Distance(double a, double b) =>
        double.IsNaN(a) || double.IsNaN(b) ? (double.IsNaN(a) && double.IsNaN(b) ? 0 : double.MaxValue) : Math.Abs(Math.Log(a / b));

    /// <summary>√(C / (C − 1)): a residual from a mean of C cases reads its case's own scatter.</summary>
    private static double Unbiased(int count) => Math.Sqrt(count / (count - 1.0));

    private static bool Near(double a, double b) => Distance(a, b) <= Math.Log(Neighbourhood);

    private static Case? Describe(Measurement measurement, string metric, IReadOnlyDictionary<string, IReadOnlyList<int>>? units)
    {
        var summaries = SummariesOf(measurement, metric, units);
        if (summaries.Count < 2)
        {
            return null;
        }

        // The scatter of a launch's summary from its own samples: each launch's variance of the logs over its count, averaged.
        var launches = units![metric];
        var values = measurement.Samples![metric];
        var spreads = values.Zip(launches).Where(p => p.First > 0).GroupBy(p => p.Second)
            .Select(g => g.Select(p => Math.Log(p.First)).ToList())
            .Where(g => g.Count >= 2)
            .Select(g => ModeratedVariance.SampleVariance(g) / g.Count)
            .ToList();
        var within = spreads.Count == 0 ? double.NaN : Math.Sqrt(Math.Max(spreads.Average(), 1e-12));
        var perLaunch = launches.GroupBy(l => l).Select(g => g.Count()).Order().ElementAt(0);
        return new Case(measurement, summaries, within, perLaunch, values, launches);
    }

    /// <param name="PerLaunch">The fewest samples a launch took of the case: its harness's signature.</param>
    /// <param name="Values">The case's samples, in the order taken.</param>
    /// <param name="From">The launch of each sample.</param>
    private sealed record Case(Measurement Measurement, IReadOnlyList<(int Launch, double Summary)> ByLaunch, double Within, int PerLaunch,
        IReadOnlyList<double> Values, IReadOnlyList<int> From)
    {
        private IReadOnlyDictionary<int, IReadOnlyList<double>>? logs;

        public IReadOnlyList<double> Summaries { get; } = ByLaunch.Select(p => p.Summary).ToList();

        /// <summary>
        /// Each launch's samples as logs in the order taken, NaN where not positive, so that the i-th of two cases stay paired;
        /// taken only when a ratio is read turn by turn (compare and the report never ask).
        /// </summary>
        public IReadOnlyDictionary<int, IReadOnlyList<double>> Logs => logs ??= Values.Zip(From).GroupBy(p => p.Second)
            .ToDictionary(g => g.Key, g => (IReadOnlyList<double>)g.Select(p => p.First > 0 ? Math.Log(p.First) : double.NaN).ToList());
    }

    /// <summary>A neighbourhood's launch summaries once each turn's mean over it is taken out, as one case sees them.</summary>
    /// <param name="Prior">The prior fitted on every neighbour's residual summaries.</param>
    /// <param name="Usual">The upper quartile of the other neighbours' residual variances; NaN when none has a spread.</param>
    private sealed record TurnResiduals(ModeratedVariance Prior, double Usual)
    {
        /// <summary>
        /// The residuals of <paramref name="near"/> in the launches of <paramref name="own"/> where two cases or more took as
        /// many samples as it did; null when fewer than two launches have them.
        /// </summary>
        public static TurnResiduals? Of(Case own, IReadOnlyList<Case> near)
        {
            var residuals = new Dictionary<Case, List<double>>(ReferenceEqualityComparer.Instance);
            foreach (var c in near)
            {
                residuals[c] = [];
            }

            foreach (var (launch, ownLogs) in own.Logs)
            {
                var aligned = near.Where(c => c.Logs.TryGetValue(launch, out var logs) && logs.Count == ownLogs.Count).ToList();
                var turns = Enumerable.Range(0, ownLogs.Count).Where(t => aligned.All(c => double.IsFinite(c.Logs[launch][t]))).ToList();
                if (aligned.Count < 2 || turns.Count == 0)
                {
                    continue;
                }

                // The mean, as the launch-level model takes it: against a median of three, the middle case of most turns
                // would read no residual at all.
                var effects = turns.Select(t => aligned.Average(c => c.Logs[launch][t])).ToList();
                foreach (var c in aligned)
                {
                    var residual = Medians.Of(turns.Select((t, k) => c.Logs[launch][t] - effects[k]));
                    residuals[c].Add(residual * Unbiased(aligned.Count));
                }
            }

            if (residuals[own].Count < 2)
            {
                return null;
            }

            var usual = UsualOf(residuals.Where(r => !ReferenceEquals(r.Key, own)).Select(r => (IReadOnlyList<double>)r.Value));
            var prior = ModeratedVariance.Fit(residuals.Values);
            // Too few cases with a spread to fit a prior: the launch-level one, floor and all, rather than none.
            return prior == ModeratedVariance.None ? null : new TurnResiduals(prior, usual);
        }
    }
}
