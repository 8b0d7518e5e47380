using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// Sets the loop's figures beside BenchmarkDotNet's for each variant. The harnesses differ in one way that matters
/// for yielding methods: the loop's next call runs on the thread that ran the continuation, while BenchmarkDotNet
/// blocks its own thread on each call's task and is woken when it completes.
/// </summary>
public static class HarnessComparison
{
    public const double TimeTolerance = 0.25;
    public const double ByteTolerance = 1.0;

    public static ClaimResult Judge(ClaimDefinition claim, LoopFigures f)
    {
        var rows = f.Variants.Select(v => Compare(v, f)).ToList();
        if (rows.Any(r => r is null))
        {
            return claim.NotMeasured("BenchmarkDotNet gave no figure for some variant");
        }

        var compared = rows.OfType<Row>().ToList();
        var bytesDisagree = compared.Where(r => !r.BytesAgree).ToList();
        var timeDisagree = compared.Where(r => !r.TimeAgrees).ToList();
        var measured = string.Join("; ", compared.Select(r => r.ToString()));
        var verdict = (bytesDisagree.Count, timeDisagree.Count) switch
        {
            (0, 0) => Verdict.Holds,
            (0, _) => Verdict.Differs,
            _ => Verdict.Refuted,
        };
        var why = verdict switch
        {
            Verdict.Holds => "both harnesses count the same allocations and time per call",
            Verdict.Differs => "bytes agree everywhere; time differs beyond 25% for " + TimeDisagreement(timeDisagree),
            _ => $"bytes differ by more than 1 B for {string.Join(", ", bytesDisagree.Select(r => $"{r.Variant} ({Figures.Bytes(r.LoopBytes)} vs {Figures.Bytes(r.BenchmarkBytes)})"))}",
        };
        return claim.Judged(verdict, measured, why);
    }

    private static Row? Compare(string variant, LoopFigures f)
    {
        var benchmark = f.Benchmark(variant);
        if (benchmark?.AllocatedBytesPerOp is not { } benchmarkBytes)
        {
            return null;
        }

        var loop = f.Loop(variant);
        return new Row(variant, loop.MeanNs / benchmark.MeanNs, loop.MedianBytesPerLoop, benchmarkBytes);
    }

    private static string TimeDisagreement(List<Row> rows)
    {
        var yielding = rows.Where(r => r.Variant.EndsWith("-async", StringComparison.Ordinal)).ToList();
        var synchronous = rows.Except(yielding).ToList();
        var parts = new List<string>();
        if (yielding.Count > 0)
        {
            parts.Add($"{Names(yielding)} (BenchmarkDotNet blocks on each yielding call and is woken when it completes; the loop continues inline on the pool thread)");
        }

        if (synchronous.Count > 0)
        {
            parts.Add($"{Names(synchronous)} (calls of tens of nanoseconds: the loop's own await and counting, and the machine's load, weigh on them; see the loop's spread)");
        }

        return string.Join("; and for ", parts);
    }

    private static string Names(IEnumerable<Row> rows) => string.Join(", ", rows.Select(r => r.Variant));

    private sealed record Row(string Variant, double TimeRatio, double LoopBytes, double BenchmarkBytes)
    {
        public bool BytesAgree => Math.Abs(LoopBytes - BenchmarkBytes) <= ByteTolerance;

        public bool TimeAgrees => Math.Abs(TimeRatio - 1) <= TimeTolerance;

        public override string ToString() => string.Create(CultureInfo.InvariantCulture,
            $"{Variant}: loop/BDN time {Figures.Times(TimeRatio)}, {Figures.Bytes(LoopBytes)} vs {Figures.Bytes(BenchmarkBytes)}");
    }
}
