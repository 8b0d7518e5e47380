using System.Globalization;
using AsyncLab.Reporting;

namespace AsyncLab.Comparison;

/// <summary>
/// An experiment in which nearly every timed figure moved, all the same way. Code changes touch some cases and not
/// others; a shift that touches every case alike, the plain synchronous call included, is more often the machine running
/// at another speed (a busy neighbour on a shared VM, another clock frequency). Runs of the same code on a shared VM have
/// moved every timed case of an experiment together, each with a tight interval (docs/NOTEBOOK.md): the samples were right
/// that the times changed, and only this pattern says why.
/// </summary>
public static class MachineDrift
{
    /// <summary>Fewer timed figures than this cannot show a pattern.</summary>
    public const int FewestTimedFigures = 4;

    /// <summary>The share of an experiment's timed figures that must have moved, all one way.</summary>
    public const double ShareMoved = 0.75;

    /// <summary>One sentence for the experiment, or null when its changes do not look like the machine's.</summary>
    public static string? Caution(ExperimentComparison experiment)
    {
        var timed = experiment.Metrics
            .Where(m => m.Interval is { IsKnown: true } && m.Declared is { IsTime: true })
            .ToList();
        if (timed.Count < FewestTimedFigures)
        {
            return null;
        }

        var moved = timed.Where(m => m.Change is Change.Better or Change.Worse).ToList();
        if (moved.Count < ShareMoved * timed.Count || moved.Select(m => m.Change).Distinct().Count() != 1)
        {
            return null;
        }

        var ratios = moved.Select(m => m.Ratio!.Value).ToList();
        var (least, most) = (ComparisonText.RatioNumber(ratios.Min()), ComparisonText.RatioNumber(ratios.Max()));
        var way = moved[0].Change == Change.Better ? "faster" : "slower";
        return $"{experiment.Id}: {moved.Count} of {timed.Count} timed figures got {way} together ({least}× to {most}×). " +
            "A change that touches every case alike is more often the machine running at another speed than the code; " +
            "a third run of either side tells which.";
    }

    /// <summary>
    /// One sentence when the machine-speed probe's median during the experiment differs between the runs by
    /// <see cref="MachineSteadiness.SlowFactor"/> or more: then the machine, not only the code, ran at another speed.
    /// Null when either run has no probe timing for the experiment or the medians are closer.
    /// </summary>
    public static string? ProbeCaution(string experiment, MachineSteadiness a, MachineSteadiness b)
    {
        if (a.Median(experiment) is not { } medianA || b.Median(experiment) is not { } medianB)
        {
            return null;
        }

        var ratio = medianB / medianA;
        if (ratio < MachineSteadiness.SlowFactor && ratio > 1 / MachineSteadiness.SlowFactor)
        {
            return null;
        }

        var way = ratio > 1 ? "slower" : "faster";
        return string.Create(CultureInfo.InvariantCulture,
            $"{experiment}: the machine-speed probe took {ComparisonText.RatioNumber(ratio)}× as long in B as in A during this " +
            $"experiment (median {medianB:#,0} against {medianA:#,0} µs): B's machine ran {way}, so timed figures that moved " +
            $"about that much moved with the machine.");
    }
}
