using AsyncLab.Claims;
using AsyncLab.Results;
using static AsyncLab.Experiments.WhenAllVsForEachAsync.FanOutMethods;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>The IO-bound claims: equal while items fit in ForEachAsync's workers, throttled beyond.</summary>
public static partial class FanOutClaims
{
    private static ClaimResult JudgeIoEqual(FanOutFigures f)
    {
        var ratios = RowRatios.Of(f.Rows(WorkloadSuite.Io, r => r.Items <= f.Cores), r => f.Ratio(r, ForEachAsync, WhenAll).Value);
        if (ratios.IsEmpty)
        {
            return NoRows(IoEqualWhenFew, $"items ≤ {f.Cores} cores");
        }

        static bool InBand(double r) => r is >= 0.8 and <= 1.2;
        var measured = $"ForEachAsync / WhenAll {ratios.Range()}, items ≤ {f.Cores} cores";
        return ratios.All(InBand)
            ? IoEqualWhenFew.Judged(Verdict.Holds, measured, "every item gets a worker of its own, so both wait one delay, all at once")
            : IoEqualWhenFew.Judged(Verdict.Differs, measured, "outside 20%: " + ratios.Where(r => !InBand(r)));
    }

    private static ClaimResult JudgeIoThrottled(FanOutFigures f)
    {
        var rows = f.Rows(WorkloadSuite.Io, r => r.Items > f.Cores).ToList();
        var relative = RowRatios.Of(rows, r => f.Ratio(r, ForEachAsync, WhenAll).Value / Rounds(r.Items, f.Cores));
        var plain = RowRatios.Of(rows, r => f.Ratio(r, ForEachAsync, WhenAll).Value);
        if (relative.IsEmpty)
        {
            return NoRows(IoForEachThrottled, $"items > {f.Cores} cores");
        }

        static bool InBand(double r) => r is >= 0.7 and <= 1.3;
        var measured = $"ForEachAsync / WhenAll {plain.Range()}; that over ceil(items/{f.Cores}) {relative.Range()}";
        if (relative.All(InBand))
        {
            return IoForEachThrottled.Judged(Verdict.Holds, measured, $"ForEachAsync runs {f.Cores} workers (Environment.ProcessorCount); each awaits its items' delays one after another");
        }

        return plain.All(r => r > 1.2)
            ? IoForEachThrottled.Judged(Verdict.Differs, measured, "throttled, but not by ceil(items/cores) delays: " + relative.Where(r => !InBand(r)))
            : IoForEachThrottled.Judged(Verdict.Refuted, measured, "ForEachAsync was not clearly slower on: " + plain.Where(r => r <= 1.2));
    }

    private static int Rounds(int items, int cores) => (items + cores - 1) / cores;
}
