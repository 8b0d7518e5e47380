using AsyncLab.Claims;
using AsyncLab.Results;
using static AsyncLab.Experiments.WhenAllVsForEachAsync.FanOutMethods;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>The CPU-bound claims, and the lab's check that each corrected pattern closes its gap.</summary>
public static partial class FanOutClaims
{
    private static bool IsHeavy(FanOutCase r) => r.Items >= 10 && r.Amount >= 10_000;

    private static ClaimResult JudgeCpuSerial(FanOutFigures f)
    {
        var seen = f.Rows(WorkloadSuite.Cpu, _ => true).Select(r => f.Diagnosis(r)).OfType<Concurrency>().ToList();
        if (seen.Count == 0)
        {
            return NoRows(CpuWhenAllSerial, "a diagnosed CPU-bound WhenAll");
        }

        var peak = seen.Max(c => c.InFlightPeak);
        var threads = seen.Max(c => c.ThreadsUsed);
        var measured = $"peak in flight {peak}, at most {threads} thread(s), over {seen.Count} rows";
        return peak == 1
            ? CpuWhenAllSerial.Judged(Verdict.Holds, measured, "Select calls each lambda on the caller, and a lambda that never awaits runs to its end before the next one starts")
            : CpuWhenAllSerial.Judged(Verdict.Refuted, measured, "more than one item ran at once");
    }

    private static ClaimResult JudgeCpuFaster(FanOutFigures f)
    {
        var speedups = RowRatios.Of(f.Rows(WorkloadSuite.Cpu, IsHeavy), r => f.Ratio(r, WhenAll, ForEachAsync));
        if (speedups.IsEmpty)
        {
            return NoRows(CpuForEachFaster, "≥ 10 items of ≥ 1e4 iterations");
        }

        if (f.ParallelCapacity < ParallelCapacity.NeededForTheClaim)
        {
            return CpuForEachFaster.NotMeasured(
                $"the machine had no spare core during this run: {f.Cores} threads did {f.Cores} items only {Figures.Times(f.ParallelCapacity)} faster than one thread (the control), so no method could run items in parallel; measured WhenAll / ForEachAsync {speedups.Range()}");
        }

        var measured = $"WhenAll / ForEachAsync {speedups.Range()}, {f.Cores} cores, control {Figures.Times(f.ParallelCapacity)}";
        bool InBand(Ratio s) => s.Value >= 1.3 && s.Value <= f.Cores * 1.05; // 5% over the core count is noise, not extra cores
        if (speedups.All(InBand))
        {
            return CpuForEachFaster.Judged(Verdict.Holds, measured, $"ForEachAsync spreads the items over {f.Cores} pool workers; WhenAll runs them serially");
        }

        if (speedups.All(s => s.Value > 1 && !s.IsIndistinguishableFrom(1)))
        {
            return CpuForEachFaster.Judged(Verdict.Differs, measured, $"faster, outside 1.3×–{f.Cores}×: " + speedups.Where(s => !InBand(s)));
        }

        // Refuted only on evidence: a row clearly slower. A row that cannot be told from 1× at this run's precision is "differs".
        return speedups.All(s => s.Value >= 1 || s.IsIndistinguishableFrom(1))
            ? CpuForEachFaster.Judged(Verdict.Differs, measured, "not clearly faster at this run's precision on: " + speedups.Where(s => s.IsIndistinguishableFrom(1)))
            : CpuForEachFaster.Judged(Verdict.Refuted, measured, "ForEachAsync was clearly slower on: " + speedups.Where(s => s.Value < 1 && !s.IsIndistinguishableFrom(1)));
    }

    private static ClaimResult JudgeFixedOverhead(FanOutFigures f)
    {
        var row = new FanOutCase(WorkloadSuite.Cpu, WhenAll, 1, 1_000);
        var ratio = f.Ratio(row, ForEachAsync, WhenAll);
        if (double.IsNaN(ratio.Value))
        {
            return NoRows(ForEachFixedOverhead, "1 item × 1e3 iterations");
        }

        var verdict = LegacyVerdicts.Classify(ratio.Value, Band.AtLeast(1.5), r => r > 1 && !ratio.IsIndistinguishableFrom(1));
        return ForEachFixedOverhead.Judged(verdict, $"{ratio} ({Figures.Nanoseconds(f.Mean(row.WithMethod(ForEachAsync)))} vs {Figures.Nanoseconds(f.Mean(row))})", verdict switch
        {
            Verdict.Holds => "ForEachAsync queues its workers to the thread pool and waits for them; WhenAll runs the one item inline",
            Verdict.Differs => "ForEachAsync costs more, but less than 1.5× WhenAll",
            _ => "ForEachAsync cost no more than WhenAll for one tiny item",
        });
    }

    private static ClaimResult JudgeFixes(FanOutFigures f)
    {
        var cpu = RowRatios.Of(f.Rows(WorkloadSuite.Cpu, IsHeavy), r => f.Ratio(r, WhenAllOverTaskRun, ForEachAsync));
        var io = RowRatios.Of(f.Rows(WorkloadSuite.Io, r => r.Items > f.Cores), r => f.Ratio(r, ForEachAsyncOneWorkerPerItem, WhenAll));
        if (cpu.IsEmpty && io.IsEmpty)
        {
            return NoRows(FixesCloseTheGap, "a gap to close");
        }

        static bool InBand(Ratio r) => RowRatios.Agrees(r, 0.8, 1.2, 1.0);
        var measured = $"CPU: WhenAll+Task.Run / ForEachAsync {cpu.Range()}; IO: ForEachAsync(DOP=items) / WhenAll {io.Range()}"
            + WithinErrorOnly(cpu, r => r.Value is >= 0.8 and <= 1.2, InBand).Replace("rows", "CPU rows", StringComparison.Ordinal)
            + WithinErrorOnly(io, r => r.Value is >= 0.8 and <= 1.2, InBand).Replace("rows", "IO rows", StringComparison.Ordinal);
        if (cpu.All(InBand) && io.All(InBand))
        {
            return FixesCloseTheGap.Judged(Verdict.Holds, measured, "Task.Run puts CPU-bound items on the pool's workers; one worker per item lets every delay run at once");
        }

        var outside = string.Join("; ", new[] { Label("CPU", cpu.Where(r => !InBand(r))), Label("IO", io.Where(r => !InBand(r))) }.Where(s => s.Length > 0));
        return FixesCloseTheGap.Judged(Verdict.Differs, measured, "outside 20%: " + outside);
    }

    private static string Label(string suite, string rows) => rows.Length == 0 ? string.Empty : $"{suite} {rows}";
}
