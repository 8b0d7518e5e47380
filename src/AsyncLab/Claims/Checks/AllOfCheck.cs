using AsyncLab.Results;

namespace AsyncLab.Claims.Checks;

/// <summary>A claim made of several conditions that must all hold (e.g. "no faster, and allocates more").</summary>
public sealed record AllOfCheck(IReadOnlyList<IClaimCheck> Parts) : IClaimCheck
{
    public AllOfCheck(params IClaimCheck[] parts)
        : this((IReadOnlyList<IClaimCheck>)parts)
    {
    }

    public string HoldsWhen => string.Join("; and ", Parts.Select(p => p.HoldsWhen));

    public IEnumerable<CaseSelector> Cases => Parts.SelectMany(p => p.Cases).Distinct();

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => new AllOfCheck(Parts.Select(p => p.ForRow(row)).ToArray());

    public CheckOutcome Evaluate(ClaimEvidence evidence) =>
        EveryPart(Parts.Select(p => (Func<ClaimEvidence, CheckOutcome>)p.Evaluate).ToList(), evidence, prefixes: null);

    /// <summary>
    /// Parts that must all hold, judged by the intersection–union rule: the whole holds when every part holds at the claim's
    /// own confidence (a false "holds" needs the one part that truly misses to read inside its band, at most the claim's
    /// error), so holding costs no share of the error. Any other verdict rests on one part going wrong, so then each part
    /// whose figure is sampled (an exact figure has no error to spend) is judged again on its share of the claim's error.
    /// </summary>
    public static CheckOutcome EveryPart(IReadOnlyList<Func<ClaimEvidence, CheckOutcome>> parts, ClaimEvidence evidence,
        IReadOnlyList<string>? prefixes)
    {
        var atFull = parts.Select(p => p(evidence)).ToList();
        var whole = Combined(atFull, prefixes);
        var sampled = atFull.Count(o => o.Estimate.IsKnown && !o.Estimate.IsExact);
        if (whole.Verdict is Verdict.Holds or Verdict.NotMeasured || sampled <= 1)
        {
            return whole;
        }

        var share = evidence.ForPartOf(sampled);
        return Combined(parts.Select(p => p(share)).ToList(), prefixes);
    }

    /// <summary>
    /// One outcome from several, each judged on its share of the claim's error (<see cref="ClaimEvidence.ForPartOf"/>):
    /// the combined verdict (<see cref="Verdicts.Combine"/>), every part's figure, and the estimate of the part that
    /// decided it, so the report's interval is the one the verdict rests on.
    /// </summary>
    public static CheckOutcome Combined(IReadOnlyList<CheckOutcome> outcomes, IReadOnlyList<string>? prefixes)
    {
        var (verdict, possible) = Verdicts.Combine(outcomes.Select(o => (o.Verdict, o.Possible)));
        var decidingIndex = Math.Max(0, outcomes.ToList().FindIndex(o => o.Verdict == verdict));
        var deciding = outcomes[decidingIndex];
        string Prefixed(int i, string text) => prefixes is null ? text : $"{prefixes[i]}: {text}";
        var measured = string.Join("; ", outcomes.Select((o, i) => Prefixed(i, o.Measured)));
        // The part that decided the verdict is the sentence; the others (and the deciding part's own other parts, when
        // it has some) follow as a list, so a reader meets the sentence the verdict turned on in one breath.
        var figures = Prefixed(decidingIndex, deciding.Figures);
        var others = deciding.OtherParts.Select(p => Prefixed(decidingIndex, p))
            .Concat(Enumerable.Range(0, outcomes.Count).Where(i => i != decidingIndex)
                .SelectMany(i => outcomes[i].OtherParts.Prepend(outcomes[i].Figures).Select(p => Prefixed(i, p))))
            .ToList();
        // Only an undecided whole asks for more samples, of its undecided parts; a whole that is decided, or cannot be
        // judged yet because a part is not measured, asks for none.
        var open = verdict == Verdict.Inconclusive ? outcomes.SelectMany(o => o.OpenCases).Distinct().ToList() : [];
        return new CheckOutcome(verdict, deciding.Estimate, deciding.Band, deciding.Unit, measured, figures)
        {
            OtherParts = others,
            Possible = possible,
            OpenCases = open,
            Confidence = deciding.Confidence,
        };
    }
}
