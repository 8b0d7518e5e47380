using AsyncLab.Running;
using AsyncLab.Statistics;

namespace AsyncLab.Benchmarking.Turns;

/// <summary>How long the variants warm up, how long a burst lasts and how many turns they take.</summary>
public sealed record BurstSettings
{
    public BurstSettings(TimeSpan warmUp, TimeSpan burst, int turns)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(warmUp, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(burst, TimeSpan.Zero);
        // The paired interval counts the signed-rank distribution exactly, up to this many pairs.
        ArgumentOutOfRangeException.ThrowIfGreaterThan(turns, WilcoxonSignedRankInterval.MaxPairs);
        ArgumentOutOfRangeException.ThrowIfLessThan(turns, 1);
        WarmUp = warmUp;
        Burst = burst;
        Turns = turns;
    }

    /// <summary>Time every variant runs, in turns, before anything is kept: tiered JIT compiles the hot code at its final tier (with
    /// dynamic PGO) within about half a second.</summary>
    public TimeSpan WarmUp { get; }

    /// <summary>About how long one burst of one variant lasts; the calls per burst are chosen from the warm-up's speed.</summary>
    public TimeSpan Burst { get; }

    public int Turns { get; }

    /// <summary>The fewest turns one launch of several takes.</summary>
    public const int FewestTurnsPerLaunch = 40;

    /// <summary>The same bursts for one launch of several: its share of the turns (<see cref="Launch.Share"/>).</summary>
    public BurstSettings ForLaunch(Launch launch) => new(WarmUp, Burst, launch.Share(Turns, FewestTurnsPerLaunch));

    /// <summary>
    /// Quick: 2 ms bursts, 400 turns (about 0.8 s per variant). A shared machine can switch a thread between speeds
    /// about once a second, pinned to one core or not (docs/NOTEBOOK.md); bursts 2 ms apart almost always share a speed,
    /// so the ratio of a turn's two bursts cancels it. Full: twice as long, 1,000 turns.
    /// </summary>
    public static BurstSettings For(Profile profile) => profile switch
    {
        Profile.Smoke => new(TimeSpan.FromMilliseconds(50), TimeSpan.FromMilliseconds(0.2), 20),
        Profile.Quick => new(TimeSpan.FromMilliseconds(600), TimeSpan.FromMilliseconds(2), 400),
        Profile.Full => new(TimeSpan.FromSeconds(2), TimeSpan.FromMilliseconds(4), 1000),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };
}
