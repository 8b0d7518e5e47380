using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>The verdict rules of EXPERIMENTS.md, in one place so that every claim is judged the same way.</summary>
public static class Verdicts
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

    /// <summary>For a yes/no claim (a deadlock, a shared instance): holds or refuted.</summary>
    public static Verdict FromOutcome(bool claimedOutcomeObserved) =>
        claimedOutcomeObserved ? Verdict.Holds : Verdict.Refuted;
}
