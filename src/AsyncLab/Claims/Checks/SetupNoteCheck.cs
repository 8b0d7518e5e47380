using System.Globalization;

namespace AsyncLab.Claims.Checks;

/// <summary>
/// A seed claim measured on a parameter the article set otherwise in this profile (a shorter unit of work in quick): the
/// verdict is the inner check's, and its figures say which value this run used and where the article's runs, so the why
/// never hides that the setup was not the article's.
/// </summary>
/// <param name="Parameter">The measurement parameter (e.g. "u_ms").</param>
/// <param name="ArticleValue">The article's value of it, as the parameter is written.</param>
/// <param name="WhereTheArticlesRuns">Where the article's value is measured, e.g. "in the full profile".</param>
public sealed record SetupNoteCheck(IClaimCheck Inner, string Parameter, string ArticleValue, string WhereTheArticlesRuns) : IClaimCheck
{
    public string HoldsWhen => Inner.HoldsWhen;

    public IEnumerable<CaseSelector> Cases => Inner.Cases;

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Inner = Inner.ForRow(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var outcome = Inner.Evaluate(evidence);
        var used = evidence.Measurements
            .Where(m => Inner.Cases.Any(c => c.Matches(m)))
            .Select(m => m.Parameters.TryGetValue(Parameter, out var value) ? value : null)
            .OfType<string>()
            .Where(value => value != ArticleValue)
            .Distinct()
            .ToList();
        return used.Count == 0
            ? outcome
            : outcome with
            {
                Figures = string.Create(CultureInfo.InvariantCulture,
                    $"{outcome.Figures} ({Parameter} {string.Join(", ", used)} in this run, not the article's {ArticleValue}: " +
                        $"{WhereTheArticlesRuns})"),
            };
    }
}
