using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Tests.Catalog;

public class ExperimentCatalogTests
{
    public static TheoryData<string> ClaimIds()
    {
        var data = new TheoryData<string>();
        foreach (var claim in ExperimentCatalog.All.SelectMany(e => e.Claims))
        {
            data.Add(claim.Id);
        }

        return data;
    }

    [Fact]
    public void All_ExperimentIds_AreUnique()
    {
        var ids = ExperimentCatalog.All.Select(e => e.Id).ToList();

        Assert.Equal(ids.Count, ids.Distinct().Count());
    }

    [Fact]
    public void All_ClaimIds_AreUniqueAndPrefixedByTheirExperiment()
    {
        var claims = ExperimentCatalog.All.SelectMany(e => e.Claims.Select(c => (Experiment: e.Id, Claim: c.Id))).ToList();

        Assert.Equal(claims.Count, claims.Select(c => c.Claim).Distinct().Count());
        Assert.All(claims, c => Assert.StartsWith(c.Experiment + ".", c.Claim, StringComparison.Ordinal));
    }

    [Theory]
    [MemberData(nameof(ClaimIds))]
    public void Judge_AnyClaim_RecordsTheBandItsCheckUses(string id)
    {
        var definition = ExperimentCatalog.All.SelectMany(e => e.Claims).Single(c => c.Id == id);

        var judged = ClaimJudge.Judge([definition], []).Single();

        Assert.Equal(definition.Check.HoldsWhen, judged.HoldsWhen);
        Assert.False(string.IsNullOrWhiteSpace(judged.HoldsWhen));
    }

    [Theory]
    [MemberData(nameof(ClaimIds))]
    public void Judge_NoMeasurements_NotMeasuredWithAReason(string id)
    {
        var definition = ExperimentCatalog.All.SelectMany(e => e.Claims).Single(c => c.Id == id);

        var judged = ClaimJudge.Judge([definition], []).Single();

        Assert.Equal(Verdict.NotMeasured, judged.Verdict);
        Assert.False(string.IsNullOrWhiteSpace(judged.Why));
    }
}
