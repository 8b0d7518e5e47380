using System.Globalization;
using AsyncLab.Claims;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// A seed claim whose band needs the cores the article measured on: on fewer, the check is not measured ("needs ≥ 10
/// cores"), never read as differing, because no code could reach the article's multiple there. The cores are the run's
/// recorded count (<see cref="CoreScopedCheck.RecordedCores"/>), so re-judging results.json elsewhere gives the same verdict.
/// </summary>
/// <param name="Needed">The article's core count.</param>
/// <param name="Inner">The check, as it reads on a machine with those cores.</param>
public sealed record CoreFloorCheck(int Needed, IClaimCheck Inner) : IClaimCheck
{
    public string HoldsWhen => string.Create(CultureInfo.InvariantCulture, $"{Inner.HoldsWhen}, on ≥ {Needed} cores (the article's)");

    public IEnumerable<CaseSelector> Cases => Inner.Cases;

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Inner = Inner.ForRow(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        if (CoreScopedCheck.RecordedCores(evidence) is not { } cores)
        {
            return CheckOutcome.NotMeasured(CoreScopedCheck.NoCoreCount(evidence));
        }

        return cores >= Needed
            ? Inner.Evaluate(evidence)
            : CheckOutcome.NotMeasured(string.Create(CultureInfo.InvariantCulture,
                $"not measured: needs ≥ {Needed} cores, the article's (this machine has {cores}); the lab's own claims on the cores at " +
                    $"hand read this run"));
    }
}
