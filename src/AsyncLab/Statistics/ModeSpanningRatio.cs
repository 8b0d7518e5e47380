namespace AsyncLab.Statistics;

/// <summary>
/// x / y from two runs' launch summaries of one row when either run's launches fall into two modes (<see cref="LaunchModes"/>).
/// The launches' means would compare figures no process showed, so each pairing of a kind of process of x with a kind of
/// process of y gets its own Welch interval, each at an equal share of the error so that all hold together, and the
/// interval spans them all. It leaves out 1 only when every kind of process x ran in differs from every kind y ran in, the
/// same way: a row whose changed run fell into a slow mode in one launch is still seen to have got slower in the others.
/// </summary>
public static class ModeSpanningRatio
{
    /// <summary>
    /// The spanning interval (log-scale summaries in, ratio scale out); its point is the ratio of the two runs' larger groups
    /// (the lower on a tie), a figure processes of both runs showed. Unknown when a side's variance cannot be read.
    /// </summary>
    /// <param name="priorX">x's prior; for a side in two modes, its floor should be the neighbours' usual move
    /// (<see cref="NeighbourhoodPriors.UsualVariance"/>), since the neighbourhood's noisiest case may be this split itself.</param>
    public static Estimate Of(IReadOnlyList<double> x, LaunchModes? modesX, ModeratedVariance priorX, IReadOnlyList<double> y,
        LaunchModes? modesY, ModeratedVariance priorY, double confidence)
    {
        var groupsX = Groups(x, modesX, priorX);
        var groupsY = Groups(y, modesY, priorY);
        if (groupsX is null || groupsY is null)
        {
            return Estimate.Unknown;
        }

        var share = 1 - ((1 - confidence) / (groupsX.Count * groupsY.Count));
        var pairings = groupsX.SelectMany(gx => groupsY.Select(gy => ModeratedTInterval.Welch(gx.Mean - gy.Mean,
            (gx.Variance, gx.Freedom, gx.Count), (gy.Variance, gy.Freedom, gy.Count), share))).ToList();
        if (pairings.Any(p => !p.IsKnown))
        {
            return Estimate.Unknown;
        }

        return new Estimate(pairings.Min(p => p.Low), Math.Exp(Larger(groupsX).Mean - Larger(groupsY).Mean), pairings.Max(p => p.High));
    }

    private sealed record Group(double Mean, int Count, double Variance, double Freedom);

    private static Group Larger(IReadOnlyList<Group> groups) =>
        groups.Count == 1 || groups[0].Count >= groups[1].Count ? groups[0] : groups[1];

    /// <summary>A side's one group, or its two modes sharing their pooled within-group variance; null when it cannot be read.</summary>
    private static IReadOnlyList<Group>? Groups(IReadOnlyList<double> launches, LaunchModes? modes, ModeratedVariance prior)
    {
        if (launches.Count < 2)
        {
            return null;
        }

        var (variance, freedom) = modes is null
            ? prior.Moderate(ModeratedVariance.SampleVariance(launches), launches.Count - 1)
            : prior.Moderate(modes.WithinVariance(), modes.Launches - 2);
        if (!double.IsFinite(variance) || !(variance >= 0) || !(freedom > 0))
        {
            return null;
        }

        return modes is null
            ? [new Group(launches.Average(), launches.Count, variance, freedom)]
            : [new Group(modes.Lower.Average(), modes.Lower.Count, variance, freedom),
                new Group(modes.Upper.Average(), modes.Upper.Count, variance, freedom)];
    }
}
