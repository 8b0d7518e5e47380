using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Experiments.TaskCaching;
using AsyncLab.Results;
using static AsyncLab.Experiments.TaskCaching.TaskCacheObservation;

namespace AsyncLab.Tests.Experiments.TaskCaching;

/// <summary>
/// Sharing is a yes/no fact with no sampling error, so these claims are never inconclusive: each is checked for holds,
/// the other verdicts its reading names, and not measured when its rows are missing.
/// </summary>
public class TaskCachingClaimsTests
{
    [Fact]
    public void Judge_AsDotNet8AndLaterBehave_EveryClaimHolds()
    {
        var claims = ClaimJudge.Judge(TaskCachingClaims.All, Observations());

        Assert.All(claims, c => Assert.Equal(Verdict.Holds, c.Verdict));
    }

    [Fact]
    public void Judge_NineAlsoShared_IntRangeDiffers()
    {
        var measurements = Observations(shared: o => o.Type == "Task<int>" && o.Value == "9" || Expected(o));

        Assert.Equal(Verdict.Differs, VerdictOf(TaskCachingClaims.IntRange, measurements));
    }

    [Fact]
    public void Judge_FiveNotShared_IntRangeRefuted()
    {
        var measurements = Observations(shared: o => !(o.Type == "Task<int>" && o.Value == "5") && Expected(o));

        Assert.Equal(Verdict.Refuted, VerdictOf(TaskCachingClaims.IntRange, measurements));
    }

    [Fact]
    public void Judge_IntRowsMissing_IntRangeNotMeasured()
    {
        var measurements = Observations().Where(m => m.Variant != VariantOf(AsyncMethod, "Task<int>")).ToList();

        Assert.Equal(Verdict.NotMeasured, VerdictOf(TaskCachingClaims.IntRange, measurements));
    }

    [Fact]
    public void Judge_TimeSpanZeroNotShared_DefaultValuesDiffers()
    {
        var measurements = Observations(shared: o => o.Type != "Task<TimeSpan>" && Expected(o));

        Assert.Equal(Verdict.Differs, VerdictOf(TaskCachingClaims.DefaultValues, measurements));
    }

    [Fact]
    public void Judge_LongDefaultNotShared_DefaultValuesRefuted()
    {
        var measurements = Observations(shared: o => o.Type != "Task<long>" && Expected(o));

        Assert.Equal(Verdict.Refuted, VerdictOf(TaskCachingClaims.DefaultValues, measurements));
    }

    [Fact]
    public void Judge_FalseNotShared_BoolCachedRefuted()
    {
        var measurements = Observations(shared: o => !(o.Source == AsyncMethod && o.Value == "false") && Expected(o));

        Assert.Equal(Verdict.Refuted, VerdictOf(TaskCachingClaims.BoolCached, measurements));
    }

    [Fact]
    public void Judge_FromResultRowMissing_FromResultClaimNotMeasured()
    {
        var measurements = Observations().Where(m => m.Variant != VariantOf(FromResult, "Task<int>")).ToList();

        Assert.Equal(Verdict.NotMeasured, VerdictOf(TaskCachingClaims.FromResultSharesCache, measurements));
    }

    private static Verdict VerdictOf(ClaimDefinition claim, IReadOnlyList<Measurement> measurements) =>
        ClaimJudge.Judge([claim], measurements).Single().Verdict;

    /// <summary>What .NET 8+ shares: every probed value but Task&lt;int&gt; outside -1..8.</summary>
    private static bool Expected(TaskCacheObservation o) =>
        o.Type != "Task<int>" || o.Source == FromResult || int.Parse(o.Value, CultureInfo.InvariantCulture) is >= -1 and <= 8;

    /// <summary>The experiment's probes, with the outcome <paramref name="shared"/> gives each.</summary>
    private static List<Measurement> Observations(Func<TaskCacheObservation, bool>? shared = null)
    {
        var probes = new List<TaskCacheObservation>
        {
            new(AsyncMethod, "Task", "(no result)", true),
            new(AsyncMethod, "Task<bool>", "true", true),
            new(AsyncMethod, "Task<bool>", "false", true),
            new(FromResult, "Task<bool>", "true", true),
            new(FromResult, "Task<bool>", "false", true),
            new(FromResult, "Task<int>", "0", true),
        };
        probes.AddRange(Enumerable.Range(-2, 12).Append(int.MaxValue)
            .Select(i => new TaskCacheObservation(AsyncMethod, "Task<int>", i.ToString(CultureInfo.InvariantCulture), true)));
        probes.AddRange(new[] { "byte", "short", "long", "uint", "char", "TimeSpan", "DateTime", "decimal" }
            .Select(t => new TaskCacheObservation(AsyncMethod, $"Task<{t}>", "0", true)));
        return probes.Select(o => (o with { SameInstance = (shared ?? Expected)(o) }).ToMeasurement()).ToList();
    }
}
