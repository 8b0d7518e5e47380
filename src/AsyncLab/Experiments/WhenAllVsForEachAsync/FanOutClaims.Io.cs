using AsyncLab.Claims;
using AsyncLab.Results;
using static AsyncLab.Experiments.WhenAllVsForEachAsync.FanOutMethods;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>The IO-bound claims: equal while items fit in ForEachAsync's workers, throttled beyond.</summary>
public static partial class FanOutClaims
{
    private static ClaimResult JudgeIoEqual(FanOutFigures f)
    {
        var ratios = RowRatios.Of(f.Rows(WorkloadSuite.Io, r => r.Items <= f.Cores), r => f.Ratio(r, ForEachAsync, WhenAll));
        if (ratios.IsEmpty)
        {
            return NoRows(IoEqualWhenFew, $"items ≤ {f.Cores} cores");
        }

        static bool InBand(Ratio r) => r.Value is >= 0.8 and <= 1.2;
        static bool Agrees(Ratio r) => RowRatios.Agrees(r, 0.8, 1.2, 1.0);
        var measured = $"ForEachAsync / WhenAll {ratios.Range()}, items ≤ {f.Cores} cores" + WithinErrorOnly(ratios, InBand, Agrees);
        return ratios.All(Agrees)
            ? IoEqualWhenFew.Judged(Verdict.Holds, measured, "every item gets a worker of its own, so both wait one delay, all at once")
            : IoEqualWhenFew.Judged(Verdict.Differs, measured, "outside 20% beyond this run's error: " + ratios.Where(r => !Agrees(r)));
    }

    private static ClaimResult JudgeIoThrottled(FanOutFigures f)
    {
        var rows = f.Rows(WorkloadSuite.Io, r => r.Items > f.Cores).ToList();
        var plain = RowRatios.Of(rows, r => f.Ratio(r, ForEachAsync, WhenAll));
        var relative = RowRatios.Of(rows, r => PerRound(f.Ratio(r, ForEachAsync, WhenAll), Rounds(r.Items, f.Cores)));
        if (relative.IsEmpty)
        {
            return NoRows(IoForEachThrottled, $"items > {f.Cores} cores");
        }

        static bool InBand(Ratio r) => r.Value is >= 0.7 and <= 1.3;
        static bool Agrees(Ratio r) => RowRatios.Agrees(r, 0.7, 1.3, 1.0);
        var measured = $"ForEachAsync / WhenAll {plain.Range()}; that over ceil(items/{f.Cores}) {relative.Range()}" + WithinErrorOnly(relative, InBand, Agrees);
        if (relative.All(Agrees))
        {
            return IoForEachThrottled.Judged(Verdict.Holds, measured, $"ForEachAsync runs {f.Cores} workers (Environment.ProcessorCount); each awaits its items' delays one after another");
        }

        return plain.All(r => r.Value > 1.2)
            ? IoForEachThrottled.Judged(Verdict.Differs, measured, "throttled, but not by ceil(items/cores) delays: " + relative.Where(r => !Agrees(r)))
            : IoForEachThrottled.Judged(Verdict.Refuted, measured, "ForEachAsync was not clearly slower on: " + plain.Where(r => r.Value <= 1.2));
    }

    private static int Rounds(int items, int cores) => (items + cores - 1) / cores;

    /// <summary>The ratio over the predicted number of rounds: 1.0 when the prediction is exact; the relative error is unchanged.</summary>
    private static Ratio PerRound(Ratio ratio, int rounds) => ratio with { Value = ratio.Value / rounds };

    /// <summary>Says how many rows held only because the run could not resolve them.</summary>
    private static string WithinErrorOnly(RowRatios ratios, Func<Ratio, bool> inBand, Func<Ratio, bool> agrees)
    {
        var count = ratios.Count(r => !inBand(r) && agrees(r));
        return count == 0 ? string.Empty : $"; {count} of {ratios.Values.Count} rows in band only within this run's error";
    }
}
