using AsyncLab.Benchmarking;
using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Results;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

public class HarnessComparisonTests
{
    [Theory]
    [InlineData(100, 24, Verdict.Holds)]
    [InlineData(200, 24, Verdict.Differs)]
    [InlineData(100, 48, Verdict.Refuted)]
    public void Judge_BenchmarkFigure_AgreementVerdict(double benchmarkNs, double benchmarkBytes, Verdict expected)
    {
        // The loop: 10 M loops in 1 s = 100 ns per loop, 24 B each.
        var loop = new LoopSummary([new LoopSample(10_000_000, 240_000_000, TimeSpan.FromSeconds(1))]);
        var benchmark = new BenchmarkFigure("ValueTaskSync", new Dictionary<string, string>(), benchmarkNs, 1, 1, benchmarkBytes);
        var figures = new LoopFigures(
            new Dictionary<string, LoopSummary> { [LoopVariants.ValueTaskSync] = loop },
            new Dictionary<string, BenchmarkFigure> { [LoopVariants.ValueTaskSync] = benchmark });

        Assert.Equal(expected, HarnessComparison.Judge(LoopClaims.HarnessAgrees, figures).Verdict);
    }
}
