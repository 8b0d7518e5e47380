using AsyncLab.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Tests.Comparison;

/// <summary>
/// A second "run" made from a recorded one: every measurement's samples drawn again, with replacement, from its own
/// samples (its own noise, nothing added), and optionally one case's samples scaled by a factor, as a code change would.
/// Figures without samples are kept as recorded, so they compare equal.
/// </summary>
public static class ResampledRun
{
    /// <summary>Spreads of zero for every kind: resamplings of one run share its process, so the intervals alone decide.</summary>
    public static BetweenRunSpreads NoBetweenRunSpread { get; } = BetweenRunSpreads.Of(
        Enum.GetValues<FigureKind>().Select(k => new BetweenRunSpread(k, 0, 0, "none: resamplings of one run")));

    public static ResultsDocument Of(ResultsDocument recorded, Random random, Func<string, Measurement, double>? factor = null) =>
        recorded with
        {
            Experiments = [.. recorded.Experiments.Select(e => e with
            {
                Measurements = [.. e.Measurements.Select(m => Resample(m, random, factor?.Invoke(e.Id, m) ?? 1))],
            })],
            Runtimes = [],
        };

    private static Measurement Resample(Measurement measurement, Random random, double factor) =>
        measurement.Samples is not { } samples
            ? measurement
            : measurement with
            {
                Samples = samples.ToDictionary(
                    s => s.Key,
                    s => (IReadOnlyList<double>)[.. s.Value.Select(_ => s.Value[random.Next(s.Value.Count)] * factor)],
                    StringComparer.Ordinal),
            };
}
