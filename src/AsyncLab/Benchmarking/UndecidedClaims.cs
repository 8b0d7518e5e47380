using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// What a benchmark session needs to spend extra rounds where a verdict is still open: the experiment's claims, how a
/// case's figure is named in the results (its variant and parameters, so a claim's selectors can find it), and how
/// long it may keep measuring.
/// </summary>
/// <param name="Claims">The experiment's claim definitions; only those judged inconclusive ask for more rounds.</param>
/// <param name="Measure">Every figure turned into the experiment's measurements (with samples), as RunAsync would.</param>
/// <param name="Identify">One figure's variant and parameters, as a measurement without metrics.</param>
public sealed record UndecidedClaims(
    IReadOnlyList<ClaimDefinition> Claims,
    Func<IReadOnlyList<BenchmarkCaseResult>, IReadOnlyList<Measurement>> Measure,
    Func<BenchmarkCaseResult, Measurement> Identify)
{
    /// <summary>Extra measuring time per experiment: none in smoke, which proves code paths only.</summary>
    public static TimeSpan BudgetFor(Profile profile) => profile switch
    {
        Profile.Quick => TimeSpan.FromSeconds(30),
        Profile.Full => TimeSpan.FromMinutes(4),
        _ => TimeSpan.Zero,
    };

    /// <summary>At most this many extra rounds, however much budget is left: past it, more of the same will not decide.</summary>
    public const int MaxExtraRounds = 6;

    /// <summary>
    /// The keys of the cases that could decide a claim still open on these figures: only the undecided rows and parts of
    /// each claim, not every case it reads; empty when all are decided.
    /// </summary>
    /// <param name="cases">Each case's key in the session and its figure so far.</param>
    public IReadOnlySet<string> CasesToMeasureAgain(IReadOnlyList<(string Key, BenchmarkCaseResult Figure)> cases)
    {
        var evidence = new ClaimEvidence(Measure(cases.Select(c => c.Figure).ToList()));
        var selectors = Claims.SelectMany(c => c.Check.Evaluate(evidence).OpenCases).Distinct().ToList();
        return cases.Where(c => Identify(c.Figure) is var measured && selectors.Any(s => s.Matches(measured))).Select(c => c.Key).ToHashSet();
    }
}
