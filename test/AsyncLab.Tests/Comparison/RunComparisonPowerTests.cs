using AsyncLab.Comparison;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Comparison;

/// <summary>
/// What compare sees on the noise of a real quick run: two resamplings of one recorded run stand for two runs of the same
/// code, and +10 % in one case's samples stands for a regression. Resampled runs share one process, so the power test
/// measures the intervals' part of the rule (no between-run spread); the A/A test holds with and without the lab's spreads.
/// </summary>
public class RunComparisonPowerTests(ITestOutputHelper output)
{
    private const double Injected = 1.10;

    [Theory]
    [InlineData("all-quick.json")]
    [InlineData("async-cost-quick.json")]
    public void Of_TenPercentInOneCase_MarkedInFourOfFiveRowsThatCouldSeeIt(string run)
    {
        const int repetitions = 40;
        var recorded = ResultsFile.Read(RecordedRuns.PathOf(run));
        var random = new Random(30);
        var (changedRows, couldSee, marked) = (0, 0, 0);
        for (var repetition = 0; repetition < repetitions; repetition++)
        {
            // One case per experiment, the next one each repetition: rows are judged one by one, so each experiment's
            // changed case is a trial of its own.
            var changed = recorded.Experiments.ToDictionary(e => e.Id, e => CaseAt(e, repetition));
            var a = ResampledRun.Of(recorded, random);
            var b = ResampledRun.Of(recorded, random, (experiment, m) => ReferenceEquals(changed[experiment], m) ? Injected : 1);
            var rows = RunComparison.Of(a, b, ResampledRun.NoBetweenRunSpread).Experiments
                .SelectMany(e => e.Metrics.Where(m => changed[e.Id] is { } c && m.Measurement == ExperimentComparison.Label(c)))
                .Where(m => m.IsJudgedByInterval)
                .ToList();
            changedRows += rows.Count;
            rows = [.. rows.Where(m => m.Detectable <= DetectableChange.Reference)];
            couldSee += rows.Count;
            marked += rows.Count(m => m.Change is Change.Better or Change.Worse);
        }

        output.WriteLine($"{run}: +10 % marked in {marked} of {couldSee} rows that said they could see it " +
            $"({(double)marked / couldSee:P1}), of {changedRows} changed rows judged by interval");
        Assert.True(couldSee >= 10, $"only {couldSee} rows could see 10 %: too few to measure power on");
        Assert.True(marked >= 0.8 * couldSee, $"marked {marked} of {couldSee}");
    }

    [Theory]
    [InlineData("all-quick.json")]
    [InlineData("async-cost-quick.json")]
    public void Of_TwoResamplingsOfOneRun_MarkAtMostOnePercentOfJudgedRows(string run)
    {
        const int repetitions = 20;
        var recorded = ResultsFile.Read(RecordedRuns.PathOf(run));
        var random = new Random(31);
        var (intervalsAlone, withSpreads) = (new List<Visibility>(), new List<Visibility>());
        for (var repetition = 0; repetition < repetitions; repetition++)
        {
            var a = ResampledRun.Of(recorded, random);
            var b = ResampledRun.Of(recorded, random);
            intervalsAlone.Add(RunComparison.Of(a, b, ResampledRun.NoBetweenRunSpread).Visibility);
            withSpreads.Add(RunComparison.Of(a, b).Visibility);
        }

        output.WriteLine($"{run}: A/A on the intervals alone {Rate(intervalsAlone)}; with the lab's spreads {Rate(withSpreads)}");
        Assert.True(intervalsAlone.Sum(v => v.Marked) <= 0.01 * intervalsAlone.Sum(v => v.Judged));
        Assert.True(withSpreads.Sum(v => v.Marked) <= 0.01 * withSpreads.Sum(v => v.Judged));
    }

    /// <summary>The experiment's i-th case with samples, wrapping round; null when it has none.</summary>
    private static Measurement? CaseAt(ExperimentResult experiment, int i)
    {
        var sampled = experiment.Measurements.Where(m => m.Samples is { Count: > 0 }).ToList();
        return sampled.Count == 0 ? null : sampled[i % sampled.Count];
    }

    private static string Rate(List<Visibility> seen)
    {
        var (marked, judged, byInterval) = (seen.Sum(v => v.Marked), seen.Sum(v => v.Judged), seen.Sum(v => v.ByInterval));
        return $"marked {marked} of {judged} judged rows ({(double)marked / judged:P2}; {byInterval} of them by interval)";
    }
}
