namespace AsyncLab.Stopping;

/// <summary>
/// The one policy for "measure until decided", shared by every loop that measures again while a claim is open (the
/// benchmark sessions' extra rounds, the loop experiment's extra turns, the database's extra pairs). Each judgement of
/// the claims is a look; a run takes at most <see cref="MaxLooks"/> of them (the planned samples, then up to
/// <see cref="MaxLooks"/> − 1 batches of more), and every look, the final verdict included, is taken at
/// <see cref="ErrorPerLook"/>. A claim whose true value sits on a band's edge is then wrongly decided with probability at
/// most <see cref="ClaimError"/> over all its looks (Bonferroni's bound), however the batches were chosen; looking after
/// every extra round at the full 1 % spent that 1 % once per look. An experiment that never measures again takes one
/// look, at the full 1 % (an experiment's <c>Looks</c>).
/// </summary>
public sealed class LookSchedule
{
    /// <summary>The error a claim may make in all: its verdicts are 99 % statements.</summary>
    public const double ClaimError = 0.01;

    /// <summary>The most looks a run takes at one experiment's claims.</summary>
    public const int MaxLooks = 4;

    /// <summary>The error each look may spend when a run can take every one of <see cref="MaxLooks"/>.</summary>
    public const double ErrorPerLook = ClaimError / MaxLooks;

    private readonly int maxLooks;
    private int looksTaken = 1;

    /// <param name="maxLooks">The most looks this loop may take (fewer when its budget cannot pay for three batches).</param>
    public LookSchedule(int maxLooks = MaxLooks)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(maxLooks, 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(maxLooks, MaxLooks);
        this.maxLooks = maxLooks;
    }

    /// <summary>The error each of <paramref name="looks"/> looks may spend, the final verdict included.</summary>
    public static double ErrorFor(int looks) => ClaimError / Math.Clamp(looks, 1, MaxLooks);

    /// <summary>How many batches of extra samples are still allowed (each is followed by a look).</summary>
    public int BatchesLeft => maxLooks - looksTaken;

    /// <summary>Whether one more batch may be measured: the look after it is within the schedule.</summary>
    public bool MayMeasureAgain => BatchesLeft > 0;

    /// <summary>Records that a batch was measured, so the next judgement is the next look.</summary>
    public void BatchMeasured()
    {
        if (!MayMeasureAgain)
        {
            throw new InvalidOperationException($"the schedule allows at most {maxLooks} looks");
        }

        looksTaken++;
    }
}
