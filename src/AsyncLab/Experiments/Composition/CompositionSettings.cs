using AsyncLab.Running;

namespace AsyncLab.Experiments.Composition;

/// <summary>
/// How long one operation takes (the unit U), how long the watchdog waits before calling a scenario deadlocked,
/// and how many times the timed scenarios run (their median is reported).
/// </summary>
public sealed record CompositionSettings(TimeSpan Unit, TimeSpan Timeout, int Repetitions)
{
    public static CompositionSettings For(Profile profile) => profile switch
    {
        Profile.Smoke => new(TimeSpan.FromMilliseconds(20), TimeSpan.FromMilliseconds(500), 1),
        // Ten repetitions: a ratio of two scenarios is judged over them (Mann–Whitney), and a claim of several parts needs
        // at least eight a side to reach its share of the 1 % at all.
        Profile.Quick => new(TimeSpan.FromMilliseconds(100), TimeSpan.FromSeconds(2), 10),

        // One second a unit; two of them in turn still finish well inside the timeout.
        Profile.Full => new(TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(5), 10),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };

    /// <summary>The same scenarios for one launch of several: its share of the repetitions, three at least.</summary>
    public CompositionSettings ForLaunch(Launch launch) => this with { Repetitions = launch.Share(Repetitions, 3) };
}
