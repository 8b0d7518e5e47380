using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

/// <summary>Evidence that keeps count of what a claim read: the cells its verdict rests on.</summary>
public sealed class ClaimEvidenceTests
{
    private static readonly Measurement A = Row("a", "1");
    private static readonly Measurement B = Row("b", "1");
    private static readonly Measurement C = Row("c", "2");

    [Fact]
    public void Read_WatchedEvidenceReadThroughAPart_OnlyTheMeasurementsFoundInTableOrder()
    {
        var evidence = new ClaimEvidence([A, B, C]).Watched();

        evidence.ForPartOf(2).Samples(new CaseSelector("c"), Metrics.MedianNs);
        evidence.Value(new CaseSelector("a"), Metrics.MedianNs);
        evidence.Value(new CaseSelector("missing"), Metrics.MedianNs);

        Assert.Equal([A, C], evidence.Read);
    }

    [Fact]
    public void Read_EvidenceNotWatched_Empty()
    {
        var evidence = new ClaimEvidence([A, B, C]);

        evidence.Value(new CaseSelector("a"), Metrics.MedianNs);

        Assert.Empty(evidence.Read);
    }

    [Fact]
    public void Judge_ClaimOnTwoCases_ItsCellsNameThoseCasesAndTheirParameters()
    {
        var claim = new ClaimDefinition("test.claim", Provenance.Lab("a test"), "a / c", "—",
            new RatioCheck(Metrics.MedianNs, new CaseSelector("a"), new CaseSelector("c"), Band.Everything, Band.Everything)
            {
                ExactValues = true
            },
            new ClaimReading(Holds: "", Refuted: ""));

        var result = claim.Judge(new ClaimEvidence([A, B, C]));

        Assert.Equal(["a (n 1)", "c (n 2)"], result.Cells);
    }

    private static Measurement Row(string variant, string n) =>
        new(variant, new Dictionary<string, string> { ["n"] = n }, new Dictionary<string, double> { [MetricNames.MedianNs] = 10 });
}
