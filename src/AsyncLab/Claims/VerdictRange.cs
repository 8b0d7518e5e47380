using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// The best and the worst verdict an undecided figure could still settle on, in the order holds, differs, refuted. Lets
/// a claim of several parts be decided when every way its open parts could go gives the same answer.
/// </summary>
public readonly record struct VerdictRange(Verdict Best, Verdict Worst)
{
    /// <summary>Nothing known: any decided verdict is still possible.</summary>
    public static VerdictRange Open => new(Verdict.Holds, Verdict.Refuted);

    /// <summary>Holds, differs, refuted as 0, 1, 2: the larger is the weaker verdict for a claim.</summary>
    public static int Rank(Verdict verdict) => verdict switch
    {
        Verdict.Holds => 0,
        Verdict.Differs => 1,
        Verdict.Refuted => 2,
        _ => throw new ArgumentOutOfRangeException(nameof(verdict), verdict, "only decided verdicts have a rank"),
    };
}
