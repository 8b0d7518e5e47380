using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Published;
using AsyncLab.Results;

namespace AsyncLab.Tests.Published;

/// <summary>The lab's departures from the articles' setups: each names real seed claims, and a seed claim's why names them.</summary>
public sealed class DeparturesTests
{
    private static readonly IReadOnlyList<ClaimDefinition> AllClaims = ExperimentCatalog.All.SelectMany(e => e.Claims).ToList();

    [Fact]
    public void All_EveryClaimNamed_IsASeedClaimOfTheCatalog()
    {
        var seeds = AllClaims.Where(c => c.Provenance.Kind == ProvenanceKind.Seed).Select(c => c.Id).ToHashSet(StringComparer.Ordinal);

        Assert.NotEmpty(Departures.All);
        Assert.All(Departures.All.SelectMany(d => d.Claims.Where(c => c != "*").Select(c => (d.Id, Claim: c))),
            named => Assert.True(seeds.Contains(named.Claim), $"{named.Id} names {named.Claim}, which is not a seed claim"));
        Assert.Equal(Departures.All.Count, Departures.All.Select(d => d.Id).Distinct().Count());
    }

    [Fact]
    public void Sentence_ClaimWithDepartures_NamesEachButNotTheRuntime()
    {
        var sentence = Departures.Sentence(WebThroughputClaims.OffloadFadesAtHighLoad.Id);

        Assert.Contains("work-unit (", sentence, StringComparison.Ordinal);
        Assert.Contains("server (", sentence, StringComparison.Ordinal);
        Assert.DoesNotContain("runtime (", sentence, StringComparison.Ordinal);
    }

    [Fact]
    public void Sentence_ClaimNoDepartureTouches_SaysOnlyTheRuntimeAndMachineDiffer()
    {
        Assert.StartsWith("No departure of the lab's setup touches this claim", Departures.Sentence("task-caching.int-range"),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_SeedClaimDiffers_WhyEndsWithItsDepartures()
    {
        var result = JudgedOutsideItsBand("async-cost.sync-completion-overhead", Provenance.Article("000/001"));

        Assert.Equal(Verdict.Differs, result.Verdict);
        Assert.Contains("list-size (", result.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_LabClaimDiffers_WhyNamesNoDeparture()
    {
        var result = JudgedOutsideItsBand("lab.claim", Provenance.Lab("why"));

        Assert.DoesNotContain("Departures", result.Why, StringComparison.Ordinal);
    }

    /// <summary>A claim of that id and provenance judged on a figure on its side but outside its band: it differs.</summary>
    private static ClaimResult JudgedOutsideItsBand(string id, Provenance provenance)
    {
        var claim = new ClaimDefinition(id, provenance, "s", "p",
            new ValueCheck(Metrics.TimeNs, new CaseSelector("x"), new Band(1, 2), Band.AtLeast(0)),
            new ClaimReading(Holds: "h", Differs: "d", Refuted: "r"));
        var measured = new Measurement("x", new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.TimeNs] = 5 });
        return ClaimJudge.Judge([claim], [measured]).Single();
    }
}
