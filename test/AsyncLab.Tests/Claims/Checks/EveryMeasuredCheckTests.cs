using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims.Checks;

public sealed class EveryMeasuredCheckTests
{
    // Declared first: Check below is built from it as the class initialises.
    private static readonly Metric BytesMetric = new("bytes", MetricUnit.Bytes, MetricBetter.Lower, "bytes");

    private static readonly EveryMeasuredCheck Check = new(("one", Bytes("one", 10)), ("two", Bytes("two", 10)));

    [Fact]
    public void Evaluate_OnePartMissing_JudgedOnTheOtherAndNamesTheMissing()
    {
        var outcome = Check.Evaluate(new ClaimEvidence([Case("one", 10)]));

        Assert.Equal(Verdict.Holds, outcome.Verdict);
        Assert.Contains("not measured: two", outcome.Figures, StringComparison.Ordinal);
    }

    [Fact]
    public void Evaluate_BothMeasuredOneRefuted_Refuted()
    {
        Assert.Equal(Verdict.Refuted, Check.Evaluate(new ClaimEvidence([Case("one", 10), Case("two", 20)])).Verdict);
    }

    [Fact]
    public void Evaluate_NoneMeasured_NotMeasured()
    {
        Assert.Equal(Verdict.NotMeasured, Check.Evaluate(new ClaimEvidence([])).Verdict);
    }

    private static ValueCheck Bytes(string variant, double value) =>
        new(BytesMetric, new CaseSelector(variant), Band.Exactly(value), Band.Exactly(value));

    private static Measurement Case(string variant, double bytes) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { ["bytes"] = bytes });
}
