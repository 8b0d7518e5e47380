using AsyncLab.Results;

namespace AsyncLab.Benchmarking;

/// <summary>One benchmark case's result, read from BenchmarkDotNet's summary object.</summary>
/// <param name="Method">The benchmark method's name.</param>
/// <param name="Parameters">The case's [Params] values, formatted invariantly.</param>
/// <param name="MeanNs">Mean time per operation.</param>
/// <param name="ErrorNs">Half-width of the 99.9% confidence interval of the mean.</param>
/// <param name="AllocatedBytesPerOp">Managed bytes allocated per operation; null when the diagnoser could not tell.</param>
public sealed record BenchmarkFigure(
    string Method,
    IReadOnlyDictionary<string, string> Parameters,
    double MeanNs,
    double ErrorNs,
    double StdDevNs,
    double? AllocatedBytesPerOp)
{
    public Dictionary<string, double> ToMetrics()
    {
        var metrics = new Dictionary<string, double>
        {
            [MetricNames.MeanNs] = MeanNs,
            [MetricNames.ErrorNs] = ErrorNs,
            [MetricNames.OpsPerSec] = MeanNs > 0 ? 1e9 / MeanNs : double.NaN,
        };
        if (AllocatedBytesPerOp is { } bytes)
        {
            metrics[MetricNames.AllocatedBytesPerOp] = bytes;
        }

        return metrics;
    }
}
