using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims.Checks;

/// <summary>A check that only some profiles measure: not measured with its schedule as the reason, else the check itself.</summary>
public sealed class ScheduledCheckTests
{
    private static readonly ScheduledCheck Check =
        new(new ValueCheck(Metrics.TimeNs, new CaseSelector("variant"), new Band(1, 2), Band.AtLeast(0)), "it runs in full");

    [Fact]
    public void Evaluate_NoneOfItsCasesInTheRun_NotMeasuredNamingTheSchedule()
    {
        var outcome = Check.Evaluate(new ClaimEvidence([Row("other", 1.5)]));

        Assert.Equal(Verdict.NotMeasured, outcome.Verdict);
        Assert.Equal("not measured in this run: it runs in full", outcome.Figures);
    }

    [Fact]
    public void Evaluate_ItsCaseMeasured_TheInnerChecksVerdict()
    {
        var outcome = Check.Evaluate(new ClaimEvidence([Row("variant", 5)]));

        Assert.Equal(Verdict.Differs, outcome.Verdict);
    }

    private static Measurement Row(string variant, double ns) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.TimeNs] = ns });
}
