using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using AsyncLab.Stopping;

namespace AsyncLab.Tests.Claims;

public class OpenClaimsTests
{
    private static readonly ClaimDefinition FasterClaim = new("x.faster", Provenance.Lab("a test claim"), "a is faster than b", "—",
        new RatioCheck(Metrics.TimeNs, new CaseSelector("a"), new CaseSelector("b"), Band.AtMost(0.9), Band.AtMost(1.0)),
        ClaimReading.None);

    private static BenchmarkCaseResult Figure(string method, params double[] samples) =>
        new(method, new Dictionary<string, string>(), samples.Average(), 0, 0, 0) { TimeSamplesNs = samples };

    private static OpenClaims<BenchmarkCaseResult> For(params ClaimDefinition[] claims) => OpenClaims<BenchmarkCaseResult>.OfFigures(
        claims,
        figures => figures
            .Select(f => new Measurement(f.Method, new Dictionary<string, string>(), f.ToMetrics()) { Samples = f.Samples })
            .ToList(),
        f => new Measurement(f.Method, new Dictionary<string, string>(), new Dictionary<string, double>()));

    /// <summary>The cases a session would measure again when every one of them can narrow <paramref name="reachable"/>-fold.</summary>
    private static IReadOnlySet<string> Again(
        OpenClaims<BenchmarkCaseResult> undecided,
        IReadOnlyList<(string, BenchmarkCaseResult)> cases,
        double reachable = double.PositiveInfinity) =>
        StoppingCriteria.MostWithinReach(undecided.NarrowingNeeded(cases), _ => reachable);

    [Fact]
    public void NarrowingNeeded_InconclusiveClaim_ItsCasesOnly()
    {
        var cases = new[]
        {
            ("key-a", Figure("a", 95, 105, 90, 110, 100)),
            ("key-b", Figure("b", 100, 102, 98, 104, 96)),
            ("key-c", Figure("c", 1, 2, 3, 4, 5)),
        };

        var again = Again(For(FasterClaim), cases);

        Assert.Equal(["key-a", "key-b"], again.Order());
    }

    [Fact]
    public void NarrowingNeeded_DecidedClaim_Nothing()
    {
        var cases = new[]
        {
            ("key-a", Figure("a", 50, 51, 52, 53, 54, 50, 51, 52)),
            ("key-b", Figure("b", 100, 101, 102, 103, 104, 100, 101, 102)),
        };

        Assert.Empty(Again(For(FasterClaim), cases));
    }

    [Fact]
    public void NarrowingNeeded_ClaimOverRows_OnlyTheUndecidedRowsCases()
    {
        var perRow = new ClaimDefinition("x.rows", Provenance.Lab("a test claim"), "a is faster than b in every row", "—",
            new EachRowCheck("a",
                new RatioCheck(Metrics.TimeNs, new CaseSelector("a"), new CaseSelector("b"), Band.AtMost(0.9), Band.AtMost(1.0)),
                "every row"),
            ClaimReading.None);
        var cases = new[]
        {
            ("a-decided", Row("a", "1", 50, 51, 52, 53, 54, 50, 51, 52)),
            ("b-decided", Row("b", "1", 100, 101, 102, 103, 104, 100, 101, 102)),
            ("a-open", Row("a", "2", 95, 105, 90, 110, 100)),
            ("b-open", Row("b", "2", 100, 102, 98, 104, 96)),
        };
        var undecided = OpenClaims<BenchmarkCaseResult>.OfFigures(
            [perRow],
            figures => figures.Select(f => new Measurement(f.Method, f.Parameters, f.ToMetrics()) { Samples = f.Samples }).ToList(),
            f => new Measurement(f.Method, f.Parameters, new Dictionary<string, double>()));

        var again = Again(undecided, cases);

        Assert.Equal(["a-open", "b-open"], again.Order());
    }

    [Fact]
    public void NarrowingNeeded_OpenClaimOutOfReach_Nothing()
    {
        // a/b about 1.0 against an edge at 0.9, with a wide interval: far more narrowing than 1.1-fold is needed.
        var cases = new[]
        {
            ("key-a", Figure("a", 95, 105, 90, 110, 100, 97, 103, 92, 108, 100)),
            ("key-b", Figure("b", 100, 102, 98, 104, 96, 101, 99, 103, 97, 100)),
        };

        Assert.Equal(2, Again(For(FasterClaim), cases).Count);
        Assert.Empty(Again(For(FasterClaim), cases, reachable: 1.1));
    }

    private static BenchmarkCaseResult Row(string method, string row, params double[] samples) =>
        new(method, new Dictionary<string, string> { ["row"] = row }, samples.Average(), 0, 0, 0) { TimeSamplesNs = samples };
}
