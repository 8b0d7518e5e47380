using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>The verdict rules claims used before ClaimJudge; removed once every experiment is judged by the engine.</summary>
public static class LegacyVerdicts
{
    /// <summary>
    /// Holds inside the band; differs when the effect goes the claimed way but by another amount;
    /// refuted when it goes the other way or is absent. A value that is not a number was not measured.
    /// </summary>
    public static Verdict Classify(double value, Band holds, Func<double, bool> sameDirection)
    {
        if (double.IsNaN(value))
        {
            return Verdict.NotMeasured;
        }

        if (holds.Contains(value))
        {
            return Verdict.Holds;
        }

        return sameDirection(value) ? Verdict.Differs : Verdict.Refuted;
    }

    /// <summary>
    /// Like <see cref="Classify"/> for a ratio of two noisy means, but a ratio only refutes a claim when its whole
    /// error interval lies on the wrong side: a point estimate on the wrong side whose interval still reaches the
    /// claimed direction is "differs" (not shown either way at this run's precision), so noise alone cannot flip
    /// a verdict to its opposite.
    /// </summary>
    public static Verdict ClassifyRatio(Ratio ratio, Band holds, Func<double, bool> sameDirection)
    {
        var verdict = Classify(ratio.Value, holds, sameDirection);
        if (verdict != Verdict.Refuted || double.IsNaN(ratio.RelativeError))
        {
            return verdict;
        }

        var low = ratio.Value * (1 - ratio.RelativeError);
        var high = ratio.Value * (1 + ratio.RelativeError);
        var reachesClaim = sameDirection(low) || sameDirection(high) || holds.Contains(low) || holds.Contains(high)
            || (low <= holds.Low && high >= holds.High);
        return reachesClaim ? Verdict.Differs : Verdict.Refuted;
    }

    /// <summary>For a yes/no claim (a deadlock, a shared instance): holds or refuted.</summary>
    public static Verdict FromOutcome(bool claimedOutcomeObserved) =>
        claimedOutcomeObserved ? Verdict.Holds : Verdict.Refuted;
}
