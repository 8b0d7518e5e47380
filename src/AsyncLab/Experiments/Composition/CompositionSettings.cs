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
        Profile.Quick => new(TimeSpan.FromMilliseconds(100), TimeSpan.FromSeconds(2), 5),

        // The article's own delay is one second; two of them in turn still finish well inside the timeout.
        Profile.Full => new(TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(5), 3),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };
}
