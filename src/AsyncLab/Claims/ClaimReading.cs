using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// What each verdict means for the claim, in words: the mechanism behind the figures, never a figure itself (the figures
/// are printed from the measurement, beside this). Empty where there is nothing to add.
/// </summary>
public sealed record ClaimReading(string Holds = "", string Differs = "", string Refuted = "")
{
    public static ClaimReading None { get; } = new();

    public string For(Verdict verdict) => verdict switch
    {
        Verdict.Holds => Holds,
        Verdict.Differs => Differs,
        Verdict.Refuted => Refuted,
        _ => string.Empty,
    };
}
