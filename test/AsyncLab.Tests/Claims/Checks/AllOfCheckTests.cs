using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Claims.Checks;

public sealed class AllOfCheckTests
{
    /// <summary>
    /// A part whose interval around <paramref name="Point"/> is a normal one at the evidence's confidence, with standard
    /// error <paramref name="Se"/>: a narrower confidence gives a narrower interval, as every sampled check does.
    /// </summary>
    private sealed record NormalPart(double Point, double Se, Band Holds, Band Side) : IClaimCheck
    {
        /// <summary>The confidences this part was judged at, in order.</summary>
        public List<double> Confidences { get; } = [];

        public string HoldsWhen => Holds.Format(MetricUnit.Ratio);

        public IEnumerable<CaseSelector> Cases => [];

        public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this;

        public CheckOutcome Evaluate(ClaimEvidence evidence)
        {
            Confidences.Add(evidence.Confidence);
            var z = new Perfolizer.Mathematics.Distributions.ContinuousDistributions.NormalDistribution(0, 1)
                .Quantile(1 - (evidence.Error / 2));
            var estimate = new Estimate(Point - (z * Se), Point, Point + (z * Se));
            return CheckOutcome.Read(this, estimate, evidence.Confidence, Holds, Side, null, MetricUnit.Ratio, "x",
                v => v.Name());
        }
    }

    private static ClaimEvidence Evidence => new([], 0.01);

    [Fact]
    public void Evaluate_EveryPartHoldsAtTheClaimsConfidence_HoldsWithoutSplittingTheError()
    {
        // Each part's 99 % interval lies inside [1.0, 1.3]; at 99.5 % (the error split in two) both would cross 1.0.
        var first = new NormalPart(1.1, 0.0365, new Band(1.0, 1.3), Band.AtLeast(1.0));
        var second = new NormalPart(1.1, 0.0365, new Band(1.0, 1.3), Band.AtLeast(1.0));

        var outcome = new AllOfCheck(first, second).Evaluate(Evidence);

        Assert.Equal(Verdict.Holds, outcome.Verdict);
        Assert.Equal([0.99], first.Confidences);
    }

    [Fact]
    public void Evaluate_APartRefutedOnlyAtTheFullConfidence_JudgedAgainOnItsShareAndNotRefuted()
    {
        // The second part's 99 % interval misses the side (just below 1.0); its 99.5 % interval reaches past 1.0.
        var holds = new NormalPart(1.1, 0.01, new Band(1.0, 1.3), Band.AtLeast(1.0));
        var edge = new NormalPart(0.9, 0.0370, new Band(1.0, 1.3), Band.AtLeast(1.0));

        var outcome = new AllOfCheck(holds, edge).Evaluate(Evidence);

        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
        Assert.Equal([0.99, 0.995], edge.Confidences);
    }

    [Fact]
    public void Evaluate_APartClearlyRefuted_RefutedOnItsShareOfTheError()
    {
        var holds = new NormalPart(1.1, 0.01, new Band(1.0, 1.3), Band.AtLeast(1.0));
        var refuted = new NormalPart(0.7, 0.01, new Band(1.0, 1.3), Band.AtLeast(1.0));

        var outcome = new AllOfCheck(holds, refuted).Evaluate(Evidence);

        Assert.Equal(Verdict.Refuted, outcome.Verdict);
        Assert.Equal(0.995, outcome.Confidence, 6);
    }
}
