namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>Seed 004's mean times (BenchmarkDotNet ShortRun, Apple M1 Pro with 10 cores, .NET 8), in nanoseconds.</summary>
public static class PublishedFanOutTimings
{
    public const string Source = "seed 004 (BenchmarkDotNet ShortRun, Apple M1 Pro, 10 cores, .NET 8); published ratio is the article's mean over its WhenAll mean for the same row";

    private const double Ms = 1e6;
    private const double Us = 1e3;

    private static readonly Dictionary<FanOutCase, double> MeanNs = new()
    {
        [Io(FanOutMethods.WhenAll, 1, 1)] = 1.171 * Ms, [Io(FanOutMethods.ForEachAsync, 1, 1)] = 1.175 * Ms,
        [Io(FanOutMethods.WhenAll, 1, 10)] = 10.840 * Ms, [Io(FanOutMethods.ForEachAsync, 1, 10)] = 10.789 * Ms,
        [Io(FanOutMethods.WhenAll, 1, 100)] = 101.040 * Ms, [Io(FanOutMethods.ForEachAsync, 1, 100)] = 101.193 * Ms,
        [Io(FanOutMethods.WhenAll, 1, 1000)] = 1_001.347 * Ms, [Io(FanOutMethods.ForEachAsync, 1, 1000)] = 1_001.518 * Ms,
        [Io(FanOutMethods.WhenAll, 10, 1)] = 1.169 * Ms, [Io(FanOutMethods.ForEachAsync, 10, 1)] = 1.179 * Ms,
        [Io(FanOutMethods.WhenAll, 10, 10)] = 10.834 * Ms, [Io(FanOutMethods.ForEachAsync, 10, 10)] = 10.941 * Ms,
        [Io(FanOutMethods.WhenAll, 10, 100)] = 101.043 * Ms, [Io(FanOutMethods.ForEachAsync, 10, 100)] = 101.137 * Ms,
        [Io(FanOutMethods.WhenAll, 10, 1000)] = 1_001.110 * Ms, [Io(FanOutMethods.ForEachAsync, 10, 1000)] = 1_001.253 * Ms,
        [Io(FanOutMethods.WhenAll, 100, 1)] = 1.199 * Ms, [Io(FanOutMethods.ForEachAsync, 100, 1)] = 11.559 * Ms,
        [Io(FanOutMethods.WhenAll, 100, 10)] = 11.010 * Ms, [Io(FanOutMethods.ForEachAsync, 100, 10)] = 108.896 * Ms,
        [Io(FanOutMethods.WhenAll, 100, 100)] = 101.124 * Ms, [Io(FanOutMethods.ForEachAsync, 100, 100)] = 1_011.473 * Ms,
        [Io(FanOutMethods.WhenAll, 100, 1000)] = 1_001.554 * Ms, [Io(FanOutMethods.ForEachAsync, 100, 1000)] = 10_010.997 * Ms,

        [Cpu(FanOutMethods.WhenAll, 1, 1_000)] = 3.034 * Us, [Cpu(FanOutMethods.ForEachAsync, 1, 1_000)] = 15.227 * Us,
        [Cpu(FanOutMethods.WhenAll, 1, 10_000)] = 29.591 * Us, [Cpu(FanOutMethods.ForEachAsync, 1, 10_000)] = 46.344 * Us,
        [Cpu(FanOutMethods.WhenAll, 1, 100_000)] = 295.580 * Us, [Cpu(FanOutMethods.ForEachAsync, 1, 100_000)] = 338.877 * Us,
        [Cpu(FanOutMethods.WhenAll, 1, 1_000_000)] = 2_949.115 * Us, [Cpu(FanOutMethods.ForEachAsync, 1, 1_000_000)] = 3_005.970 * Us,
        [Cpu(FanOutMethods.WhenAll, 10, 1_000)] = 29.677 * Us, [Cpu(FanOutMethods.ForEachAsync, 10, 1_000)] = 52.364 * Us,
        [Cpu(FanOutMethods.WhenAll, 10, 10_000)] = 295.677 * Us, [Cpu(FanOutMethods.ForEachAsync, 10, 10_000)] = 133.792 * Us,
        [Cpu(FanOutMethods.WhenAll, 10, 100_000)] = 2_953.540 * Us, [Cpu(FanOutMethods.ForEachAsync, 10, 100_000)] = 942.083 * Us,
        [Cpu(FanOutMethods.WhenAll, 10, 1_000_000)] = 29_646.533 * Us, [Cpu(FanOutMethods.ForEachAsync, 10, 1_000_000)] = 7_173.921 * Us,
        [Cpu(FanOutMethods.WhenAll, 100, 1_000)] = 295.824 * Us, [Cpu(FanOutMethods.ForEachAsync, 100, 1_000)] = 155.797 * Us,
        [Cpu(FanOutMethods.WhenAll, 100, 10_000)] = 2_950.146 * Us, [Cpu(FanOutMethods.ForEachAsync, 100, 10_000)] = 928.488 * Us,
        [Cpu(FanOutMethods.WhenAll, 100, 100_000)] = 29_456.723 * Us, [Cpu(FanOutMethods.ForEachAsync, 100, 100_000)] = 4_374.397 * Us,
        [Cpu(FanOutMethods.WhenAll, 100, 1_000_000)] = 298_187.458 * Us, [Cpu(FanOutMethods.ForEachAsync, 100, 1_000_000)] = 47_080.260 * Us,
    };

    /// <summary>The article's mean and its ratio to the article's WhenAll for the same row; null where the article has no such row.</summary>
    public static IReadOnlyDictionary<string, double>? For(FanOutCase row)
    {
        if (!MeanNs.TryGetValue(row, out var mean))
        {
            return null;
        }

        var published = new Dictionary<string, double> { [Results.MetricNames.MeanNs] = mean };
        if (MeanNs.TryGetValue(row.WithMethod(FanOutMethods.WhenAll), out var whenAll))
        {
            published[Results.MetricNames.Ratio] = mean / whenAll;
        }

        return published;
    }

    private static FanOutCase Io(string method, int items, int delayMs) => new(WorkloadSuite.Io, method, items, delayMs);

    private static FanOutCase Cpu(string method, int items, int iterations) => new(WorkloadSuite.Cpu, method, items, iterations);
}
