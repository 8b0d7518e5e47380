using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

/// <summary>The findings a report opens with: the articles' claims furthest from their band, then the costs that held widest.</summary>
public sealed class HeadlineFindingsTests
{
    private static readonly ResultsDocument Recorded = ResultsFile.Read(RecordedRuns.PathOf("all-quick-launches.json"));

    [Fact]
    public void Of_RecordedRun_ThreeToFiveFindingsDeparturesFirstThenCosts()
    {
        var headlines = HeadlineFindings.Of(Recorded);

        Assert.InRange(headlines.Count, 3, HeadlineFindings.Most);
        var verdicts = headlines.Select(h => h.Claim.Verdict).ToList();
        var firstHolds = verdicts.IndexOf(Verdict.Holds);
        Assert.True(firstHolds > 0, "a departure leads");
        Assert.All(verdicts[firstHolds..], v => Assert.Equal(Verdict.Holds, v));
    }

    [Fact]
    public void Of_RecordedRun_NoDepartureIsTheLabsOwnQuestion()
    {
        var departures = HeadlineFindings.Of(Recorded).Where(h => h.Claim.Verdict != Verdict.Holds);

        Assert.All(departures, d => Assert.NotEqual(ProvenanceKind.Lab, d.Claim.KindOf()));
    }

    [Fact]
    public void Departure_RatioOutsideItsBand_IsTheFactorToTheNearestEdge()
    {
        var inside = new ClaimInterval(1.1, 1.15, 1.2, 1.125, 1.175, "Times", 0.99);
        var below = inside with { Point = 1.05 };

        Assert.Equal(0, HeadlineFindings.Departure(inside));
        Assert.Equal(Math.Log(1.125 / 1.05), HeadlineFindings.Departure(below), 9);
    }

    [Fact]
    public void Cost_FloorWithNoCeiling_IsHowManyTimesTheLowEndLiesPastIt()
    {
        var floor = new ClaimInterval(20.5, 30.1, 44.3, 2, double.PositiveInfinity, "Times", 0.99);
        var band = floor with { BandHigh = 40 };

        Assert.Equal(10.25, HeadlineFindings.Cost(floor), 9);
        Assert.Equal(0, HeadlineFindings.Cost(band));
    }
}
