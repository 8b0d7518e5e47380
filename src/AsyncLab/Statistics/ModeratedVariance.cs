namespace AsyncLab.Statistics;

/// <summary>
/// How much an experiment's figures move between launches, pooled over its cases so that three launches a case still give
/// an interval of useful width: Smyth's empirical-Bayes moderation (limma's <c>squeezeVar</c>). Each case's variance of its
/// launch summaries (<c>s²</c>, <c>d</c> degrees of freedom) is drawn from a scaled inverse χ² distribution with
/// <see cref="Freedom"/> and <see cref="Variance"/>, fitted by moments on the cases' log-variances; a case's moderated
/// variance is <c>(d₀s₀² + d·s²) / (d₀ + d)</c> on <c>d₀ + d</c> degrees of freedom. When the cases agree, d₀ is large and
/// every case borrows the pooled figure; when they differ (a yielding call moves far more than a synchronous one), d₀ is
/// small and each keeps its own, with few degrees of freedom and a wide interval.
/// </summary>
/// <param name="Freedom">d₀: the prior's degrees of freedom, at most the cases' own added up (the data hold no more).</param>
/// <param name="Variance">s₀²: the prior's variance of one case's launch summary (on the log scale).</param>
public sealed record ModeratedVariance(double Freedom, double Variance)
{
    /// <summary>No pooling: each case stands on its own launches.</summary>
    public static ModeratedVariance None { get; } = new(0, 0);

    /// <summary>
    /// The least variance any case is given: the upper quartile of the cases' moderated variances. Moderation is calibrated
    /// when the cases' variances scatter as a scaled inverse χ² does; an experiment whose cases fall into classes (a
    /// yielding call beside synchronous ones) or whose processes run a case at one of two speeds breaks that, and then a
    /// case whose three launches happened to agree would borrow a variance far below its own. Giving every case at least
    /// what the noisier cases show keeps the promise there, and costs little where the cases agree (their moderated
    /// variances are then all near the pooled one).
    /// </summary>
    public double Floor { get; init; }

    /// <summary>
    /// The share of cases whose moderated variance lies above <see cref="Floor"/>. The upper quartile is the lowest that
    /// keeps every simulated class of cases (LaunchCalibrationTests) within its promise at three to five launches; the upper
    /// decile gives intervals 1.5–2 times as wide as the estimates' own scatter where cases differ.
    /// </summary>
    public const double FloorQuantile = 0.75;

    /// <summary>The share of cases whose moderated variance lies above <see cref="UpperDecile"/>.</summary>
    public const double OneFreedomFloorQuantile = 0.9;

    /// <summary>
    /// The upper decile of the cases' moderated variances: the floor of a case with one degree of freedom of its own (two
    /// units a side), and of compare's rows (<c>Comparison.LaunchedRows</c>). One difference says next to nothing about
    /// which class of case it belongs to, so such a case leans on the prior almost wholly, and only the noisier cases'
    /// figure keeps a quiet-looking noisy one inside its promise.
    /// </summary>
    public double UpperDecile { get; init; }

    /// <summary>This prior with one floor for every case, whatever its own degrees of freedom (0: none).</summary>
    public ModeratedVariance WithFloor(double floor) => this with { Floor = floor, UpperDecile = floor };

    /// <summary>The fewest cases with two launches or more that a prior is fitted from.</summary>
    public const int FewestCases = 3;

    /// <summary>Fits the prior from each case's launch summaries (cases with fewer than two are left out).</summary>
    public static ModeratedVariance Fit(IEnumerable<IReadOnlyList<double>> cases) =>
        Fit(cases.Where(c => c.Count >= 2).Select(c => (SampleVariance(c), c.Count - 1.0)));

    /// <summary>Fits the prior from each case's variance and its degrees of freedom.</summary>
    public static ModeratedVariance Fit(IEnumerable<(double Variance, double Freedom)> variances)
    {
        var rows = variances.Where(r => r.Freedom > 0).ToList();
        // A case whose launches read exactly alike (a count, a clock's tick) says nothing about the spread of the others.
        rows = rows.Where(r => r.Variance > 0 && double.IsFinite(r.Variance)).ToList();
        if (rows.Count < FewestCases)
        {
            return None;
        }

        var e = rows.Select(r => Math.Log(r.Variance) - Polygamma.Digamma(r.Freedom / 2) + Math.Log(r.Freedom / 2)).ToList();
        var mean = e.Average();
        var spread = (e.Sum(v => (v - mean) * (v - mean)) / (e.Count - 1)) - rows.Average(r => Polygamma.Trigamma(r.Freedom / 2));
        var total = rows.Sum(r => r.Freedom);
        var prior = spread <= 0
            // The log-variances scatter no more than sampling alone would make them: one variance for all, pooled.
            ? new ModeratedVariance(total, rows.Sum(r => r.Variance * r.Freedom) / total)
            : Fitted(Math.Min(total, 2 * Polygamma.TrigammaInverse(spread)), mean);
        var moderated = rows.Select(r => prior.Moderate(r.Variance, r.Freedom).Variance).Order().ToList();
        double Quantile(double q) => moderated[Math.Min(moderated.Count - 1, (int)Math.Ceiling(q * moderated.Count) - 1)];
        return prior with { Floor = Quantile(FloorQuantile), UpperDecile = Quantile(OneFreedomFloorQuantile) };
    }

    private static ModeratedVariance Fitted(double freedom, double meanLogVariance) =>
        new(freedom, Math.Exp(meanLogVariance + Polygamma.Digamma(freedom / 2) - Math.Log(freedom / 2)));

    /// <summary>A case's moderated variance and its degrees of freedom, from its own launch summaries' variance.</summary>
    /// <param name="scale">The prior's variance is multiplied by this (2 for a difference of two independent cases).</param>
    public (double Variance, double Freedom) Moderate(double ownVariance, double ownFreedom, double scale = 1)
    {
        var freedom = Freedom + ownFreedom;
        if (freedom <= 0)
        {
            return (double.NaN, 0);
        }

        var own = ownFreedom > 0 ? ownVariance * ownFreedom : 0;
        var floor = ownFreedom <= 1 ? Math.Max(Floor, UpperDecile) : Floor;
        return (Math.Max(((Freedom * Variance * scale) + own) / freedom, floor * scale), freedom);
    }

    public static double SampleVariance(IReadOnlyList<double> values)
    {
        if (values.Count < 2)
        {
            return double.NaN;
        }

        var mean = values.Average();
        return values.Sum(v => (v - mean) * (v - mean)) / (values.Count - 1);
    }
}
