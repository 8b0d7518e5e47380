using AsyncLab.Statistics;

namespace AsyncLab.SideBySide;

/// <summary>
/// The one reading of an <c>ab</c> session: for every row both sides timed, one log-ratio ln(B/A) per unit (a launch that
/// timed both builds in the same turns: the median of its turns' paired log-ratios; a pair of neighbouring launches, one a
/// side: the difference of their medians' logs), then the mean over the units with a moderated t interval whose prior is
/// pooled over the rows of its group of turns (<see cref="ModeratedVariance"/>): rows timed in the same turns share a
/// class of cost, and a call that hops to another thread moves ten times as far as one that completes at once. The gate
/// reads the rows whose spread alone would see the threshold at the session's size (chosen before any estimate is read),
/// at the session's confidence shared among them (Bonferroni); the others are listed apart and never fail it.
/// </summary>
public static class SideBySideReading
{
    /// <summary>The most units a row's "would see it at" counts up to.</summary>
    public const int MostUnits = 200;

    public static (IReadOnlyList<SideBySideRow> Rows, double RowConfidence) Read(SideBySidePlan plan,
        IReadOnlyDictionary<string, IReadOnlyList<SideBySideSamples>> byExperiment, double threshold, double confidence)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(byExperiment);
        var read = byExperiment.SelectMany(e => Inputs(e.Key, plan, e.Value)).ToList();
        var logChange = Math.Log(1 + threshold);
        // Chosen at the confidence every row would share, then read at the confidence the chosen ones share.
        var strict = RowConfidence(confidence, read.Count);
        // At the confidence the rows are chosen at, so a row left out always needs more units than the session had.
        var needed = read.ToDictionary(r => r, r => ModeratedTInterval.UnitsToSee(logChange, r.LogRatios, r.Prior, strict, MostUnits));
        var rowConfidence = RowConfidence(confidence, needed.Count(n => n.Value <= plan.Units));
        var rows = read.Select(r => new SideBySideRow(r.Experiment, r.Row, r.MedianNsA, r.MedianNsB,
            ModeratedTInterval.OfLogRatios(r.LogRatios, r.Prior, rowConfidence), r.LogRatios,
            ModeratedTInterval.LaunchMoves(r.LogRatios, r.Prior), threshold)
        {
            Gated = needed[r] <= plan.Units,
            UnitsToSee = needed[r],
        }).ToArray();
        return (rows, rowConfidence);
    }

    /// <summary>The per-row confidence that shares <paramref name="confidence"/>'s error among <paramref name="rows"/> rows.</summary>
    public static double RowConfidence(double confidence, int rows) => 1 - ((1 - confidence) / Math.Max(1, rows));

    /// <summary>Rows both sides timed, in the order A's launches list them.</summary>
    public static IReadOnlyList<string> RowsOnBothSides(IReadOnlyList<SideBySideSamples> launches)
    {
        var a = launches.SelectMany(l => l.Sides.TryGetValue(SideBySidePlan.A, out var s) ? s.Keys : []).Distinct().ToList();
        var b = launches.SelectMany(l => l.Sides.TryGetValue(SideBySidePlan.B, out var s) ? s.Keys : []).ToHashSet(StringComparer.Ordinal);
        return a.Where(b.Contains).ToArray();
    }

    /// <summary>Rows one side timed and the other did not, by side.</summary>
    public static IReadOnlyList<(string Side, string Row)> RowsOnOneSide(IReadOnlyList<SideBySideSamples> launches)
    {
        var both = RowsOnBothSides(launches).ToHashSet(StringComparer.Ordinal);
        return launches.SelectMany(l => l.Sides.SelectMany(s => s.Value.Keys.Select(r => (Side: s.Key, Row: r))))
            .Where(p => !both.Contains(p.Row)).Distinct().ToArray();
    }

    /// <summary>One ln(B/A) per unit of the plan that timed the row on both sides, in unit order.</summary>
    public static IReadOnlyList<double> UnitLogRatios(string row, SideBySidePlan plan, IReadOnlyList<SideBySideSamples> launches)
    {
        ArgumentNullException.ThrowIfNull(plan);
        var units = new List<double>();
        foreach (var unit in launches.GroupBy(l => plan.UnitOf(l.Launch)).OrderBy(g => g.Key))
        {
            var a = unit.Select(l => Samples(l, SideBySidePlan.A, row)).FirstOrDefault(s => s is not null);
            var b = unit.Select(l => Samples(l, SideBySidePlan.B, row)).FirstOrDefault(s => s is not null);
            if (a is null || b is null)
            {
                continue;
            }

            var logRatio = plan.SharedProcess
                ? ModeratedTInterval.PairedLogMedian(b, a)
                : ModeratedTInterval.LogMedian(b) - ModeratedTInterval.LogMedian(a);
            if (double.IsFinite(logRatio))
            {
                units.Add(logRatio);
            }
        }

        return units;
    }

    private sealed record RowInput(string Experiment, string Row, IReadOnlyList<double> LogRatios, ModeratedVariance Prior,
        double MedianNsA, double MedianNsB);

    private static IEnumerable<RowInput> Inputs(string experiment, SideBySidePlan plan, IReadOnlyList<SideBySideSamples> launches)
    {
        var rows = RowsOnBothSides(launches);
        var logRatios = rows.ToDictionary(r => r, r => UnitLogRatios(r, plan, launches), StringComparer.Ordinal);
        var groupOf = launches.SelectMany(l => l.Groups).GroupBy(p => p.Key)
            .ToDictionary(g => g.Key, g => g.First().Value, StringComparer.Ordinal);
        var wide = Unfloored(ModeratedVariance.Fit(logRatios.Values));
        var priors = rows.GroupBy(r => groupOf.GetValueOrDefault(r, -1)).ToDictionary(g => g.Key, g =>
        {
            // A group of fewer rows than a prior needs borrows the experiment's.
            var fitted = ModeratedVariance.Fit(g.Select(r => logRatios[r]));
            return fitted == ModeratedVariance.None ? wide : Unfloored(fitted);
        });
        return rows.Select(r => new RowInput(experiment, r, logRatios[r], priors[groupOf.GetValueOrDefault(r, -1)],
            MedianOf(launches, SideBySidePlan.A, r), MedianOf(launches, SideBySidePlan.B, r)));
    }

    /// <summary>
    /// The prior without its floor: the floor guards a pool of rows of different classes (a yielding call beside ones that
    /// complete at once), and a group of turns is one class; there it would hand every row the noisiest row's spread.
    /// </summary>
    private static ModeratedVariance Unfloored(ModeratedVariance prior) => prior.WithFloor(0);

    private static double[]? Samples(SideBySideSamples launch, string side, string row) =>
        launch.Sides.TryGetValue(side, out var rows) && rows.TryGetValue(row, out var samples) ? samples : null;

    private static double MedianOf(IReadOnlyList<SideBySideSamples> launches, string side, string row) =>
        Medians.Of(launches.SelectMany(l => Samples(l, side, row) ?? []).Where(double.IsFinite));
}
