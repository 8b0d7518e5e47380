using AsyncLab.Results;

namespace AsyncLab.Tests.Fixtures;

/// <summary>A benchmark case for claims tests: 15 time samples spread evenly around a figure, and exact bytes per call.</summary>
public static class TimedCases
{
    public static Measurement Of(string variant, double timeNs, double bytes, double spread = 0.01) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double>
        {
            [MetricNames.TimeNs] = timeNs,
            [MetricNames.AllocatedBytesPerOp] = bytes,
        })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>>
            {
                [MetricNames.TimeNs] = EvenSamples.Around(timeNs, spread, count: 15)
            },
        };
}
