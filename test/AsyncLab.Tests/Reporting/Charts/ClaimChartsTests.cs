using AsyncLab.Reporting.Charts;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting.Charts;

public class ClaimChartsTests
{
    private static ClaimResult Claim(string id, Verdict verdict, ClaimInterval? interval) =>
        new(id, "lab", "s", "p", "m", verdict, "w") { Interval = interval };

    private static ExperimentResult Experiment(params ClaimResult[] claims) =>
        new("x", "X", ExperimentStatus.Ok, null, [], claims);

    [Fact]
    public void Forest_RatioClaimsWithFiniteIntervals_OneRowEachUnderTheirShortId()
    {
        var experiment = Experiment(
            Claim("x.faster", Verdict.Holds, new ClaimInterval(0.5, 0.6, 0.7, double.NegativeInfinity, 0.9, "Times", 0.99)),
            Claim("x.bytes", Verdict.Holds, new ClaimInterval(80, 80, 80, 80, 96, "Bytes", 1)),
            Claim("x.undecided", Verdict.Inconclusive,
                new ClaimInterval(double.NegativeInfinity, 1.1, double.PositiveInfinity, 1, 1.3, "Times", 0.99)),
            Claim("x.skipped", Verdict.NotMeasured, null));

        var chart = Assert.IsType<ForestChart>(Assert.Single(ClaimCharts.Forest(experiment)));

        var row = Assert.Single(chart.Rows);
        Assert.Equal(("faster", 0.5, 0.6, 0.7, "holds"), (row.Label, row.Low, row.Point, row.High, row.Verdict));
    }

    [Fact]
    public void Forest_NoRatioClaim_NoChart()
    {
        Assert.Empty(ClaimCharts.Forest(Experiment(Claim("x.bytes", Verdict.Holds, new ClaimInterval(0, 0, 0, 0, 0, "Bytes", 1)))));
    }
}
