using System.Collections;
using System.Reflection;
using System.Runtime.CompilerServices;
using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

/// <summary>
/// The seed claims' bands as a whole: each claim can be refuted by some figure, and no two claims read on one ratio hold on
/// the same figure, unless the article says both.
/// </summary>
public sealed class SeedClaimBandsTests
{
    /// <summary>
    /// Pairs of seed claims on one ratio whose bands meet, each because the article says both: (claim, claim, why).
    /// </summary>
    private static readonly IReadOnlyList<(string A, string B, string Why)> BothSaid =
    [
        ("valuetask-loop.sync-throughput", "valuetask-loop.no-huge-gain",
            "one sentence says both: switching is very favourable when calls complete synchronously, but no huge gain"),
    ];

    private static IReadOnlyList<ClaimDefinition> SeedClaims { get; } = ExperimentCatalog.All.SelectMany(e => e.Claims)
        .Where(c => c.Provenance.Kind == ProvenanceKind.Seed)
        .ToList();

    public static TheoryData<string> SeedClaimIds()
    {
        var data = new TheoryData<string>();
        foreach (var claim in SeedClaims)
        {
            data.Add(claim.Id);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(SeedClaimIds))]
    public void Check_EverySeedClaim_SomeFigureRefutesIt(string id)
    {
        var claim = SeedClaims.Single(c => c.Id == id);

        var leaves = Leaves(claim.Check).ToList();

        Assert.NotEmpty(leaves);
        Assert.True(leaves.Any(Refutable),
            $"{id}: every part's claimed side is 'any value' and none names a no-effect zone, so no figure can refute it");
    }

    [Fact]
    public void Check_TwoSeedClaimsOnOneRatio_NeverHoldOnTheSameFigure()
    {
        var ratios = SeedClaims
            .SelectMany(c => Leaves(c.Check).OfType<RatioCheck>().Select(r => (Claim: c.Id, Check: r)))
            .GroupBy(x => (x.Check.Metric.Key, Numerator: x.Check.Numerator.ToString(), Denominator: x.Check.Denominator.ToString(),
                x.Check.Scale))
            .ToList();

        var meeting = ratios.SelectMany(g => g.SelectMany(a => g.Where(b => string.CompareOrdinal(a.Claim, b.Claim) < 0)
                .Where(b => a.Check.Holds.Overlaps(b.Check.Holds.LowestInside, b.Check.Holds.HighestInside))
                .Where(b => !BothSaid.Any(p => (p.A == a.Claim && p.B == b.Claim) || (p.A == b.Claim && p.B == a.Claim)))
                .Select(b => $"{a.Claim} {a.Check.Holds.Format(AsyncLab.Html.MetricUnit.Ratio)} and {b.Claim} " +
                    $"{b.Check.Holds.Format(AsyncLab.Html.MetricUnit.Ratio)} on {g.Key.Numerator} / {g.Key.Denominator}")))
            .ToList();

        Assert.True(ratios.Count > 10, $"only {ratios.Count} ratios found: the walk over the checks missed some");
        Assert.True(meeting.Count == 0, "seed claims on one ratio that can both hold:\n" + string.Join("\n", meeting));
    }

    [Fact]
    public void BothSaid_EveryPair_StillMeets()
    {
        foreach (var (a, b, _) in BothSaid)
        {
            var first = Leaves(SeedClaims.Single(c => c.Id == a).Check).OfType<RatioCheck>().ToList();
            var second = Leaves(SeedClaims.Single(c => c.Id == b).Check).OfType<RatioCheck>().ToList();
            Assert.Contains(first, x => second.Any(y => y.Numerator.ToString() == x.Numerator.ToString()
                && y.Denominator.ToString() == x.Denominator.ToString()
                && x.Holds.Overlaps(y.Holds.LowestInside, y.Holds.HighestInside)));
        }
    }

    private static bool Refutable(object leaf)
    {
        var side = (Band)leaf.GetType().GetProperty("Side")!.GetValue(leaf)!;
        var noEffect = leaf.GetType().GetProperty("NoEffect")?.GetValue(leaf);
        return double.IsFinite(side.Low) || double.IsFinite(side.High) || noEffect is not null;
    }

    /// <summary>The checks in a claim's tree that read one figure against a band and a side (a core-scoped one built for 8).</summary>
    private static IEnumerable<object> Leaves(object check)
    {
        var type = check.GetType();
        if (type.GetProperty("Holds")?.PropertyType == typeof(Band) && type.GetProperty("Side")?.PropertyType == typeof(Band))
        {
            yield return check;
            yield break;
        }

        foreach (var property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            var value = property.GetIndexParameters().Length == 0 ? property.GetValue(check) : null;
            var inner = value switch
            {
                IClaimCheck one => [one],
                Func<int, IClaimCheck> build => [build(8)],
                IEnumerable many and not string => many.Cast<object>()
                    .SelectMany(item => item is ITuple tuple ? Enumerable.Range(0, tuple.Length).Select(i => tuple[i]) : [item])
                    .OfType<IClaimCheck>(),
                _ => Enumerable.Empty<IClaimCheck>(),
            };
            foreach (var leaf in inner.SelectMany(Leaves))
            {
                yield return leaf;
            }
        }
    }
}
