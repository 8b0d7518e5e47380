using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

/// <summary>A sampled ratio judged paired (repeats taken in turns) or pooled.</summary>
public sealed class RatioCheckTests
{
    // Both loops ran 2.4× faster from the eighth repeat on; in every repeat ValueTask did 0.95× Task's loops.
    private static readonly double[] Drift = [1, 1, 1, 1, 1, 1, 1, 2.4, 2.4, 2.4];
    private static readonly double[] Wobble = [1.01, 0.99, 1, 1.005, 0.995, 1, 1.01, 0.99, 1, 1];
    private static readonly double[] TaskRates = Drift.Select(d => 1000 * d).ToArray();
    private static readonly double[] ValueTaskRates = Drift.Select((d, i) => 950 * d * Wobble[i]).ToArray();

    private static readonly Metric Rate = new("rate", MetricUnit.PerSecond, MetricBetter.Higher, "rate");

    private static RatioCheck Check(bool paired) =>
        new(Rate, new CaseSelector("valuetask"), new CaseSelector("task"), Band.AtMost(1.03), Band.AtMost(1.03)) { Paired = paired };

    [Fact]
    public void Evaluate_PairedAcrossADrift_Holds()
    {
        var outcome = Check(paired: true).Evaluate(new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", TaskRates)]));

        Assert.Equal(Verdict.Holds, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_PooledAcrossTheSameDrift_Inconclusive()
    {
        var outcome = Check(paired: false).Evaluate(new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", TaskRates)]));

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_PairedWithMoreTurnsOnOneSide_PairsTheTurnsBothTookPartIn()
    {
        // Task had two extra turns, at a rate no ValueTask turn is paired with: pairing must ignore them.
        var evidence = new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", [.. TaskRates, 100, 100])]);
        var firstTurns = new ClaimEvidence([Loop("valuetask", ValueTaskRates), Loop("task", TaskRates)]);

        Assert.Equal(Check(paired: true).Evaluate(firstTurns).Estimate, Check(paired: true).Evaluate(evidence).Estimate);
        Assert.Equal(Verdict.Holds, Check(paired: true).Evaluate(evidence).Verdict);
    }

    private static Measurement Loop(string variant, double[] rates) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { ["rate"] = rates.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["rate"] = rates },
        };
}
