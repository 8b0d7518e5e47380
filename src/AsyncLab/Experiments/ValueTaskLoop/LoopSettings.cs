using AsyncLab.Running;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>How long each loop runs and how many times it is repeated (the article ran each once, for 1 s).</summary>
public sealed record LoopSettings
{
    public LoopSettings(TimeSpan duration, int repeats)
    {
        RequirePositive(duration, nameof(duration));
        if (repeats <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(repeats), repeats,
                $"The loop must be repeated at least once; got {repeats} repeats.");
        }

        Duration = duration;
        Repeats = repeats;
    }

    public TimeSpan Duration { get; }

    public int Repeats { get; }

    /// <summary>
    /// At most this many more turns for the variants an undecided claim reads (<see cref="LoopRunner"/>); none by default.
    /// </summary>
    public int MaxExtraRepeats { get; init; }

    /// <summary>Measuring time the extra turns may take in all.</summary>
    public TimeSpan ExtraBudget { get; init; }

    /// <summary>The article's loop length: it ran each loop once, for a second.</summary>
    public static readonly TimeSpan ArticleDuration = TimeSpan.FromSeconds(1);

    /// <summary>
    /// How long the first measured turn runs when it differs from <see cref="Duration"/>: the article's own one-second
    /// run, so a profile with shorter repeats still measures each loop once at the article's length. A rate does not depend
    /// on the loop's length once warm, so that turn is paired with the others like any turn. Null: every turn lasts
    /// <see cref="Duration"/>.
    /// </summary>
    public TimeSpan? FirstTurn
    {
        get => firstTurn;
        init
        {
            if (value is { } first)
            {
                RequirePositive(first, nameof(FirstTurn));
            }

            firstTurn = value;
        }
    }

    private readonly TimeSpan? firstTurn;

    /// <summary>How long measured turn <paramref name="repeat"/> (1-based) runs.</summary>
    public TimeSpan DurationOf(int repeat) => repeat == 1 && FirstTurn is { } first ? first : Duration;

    /// <summary>A discarded run before the measured ones, so tiered JIT has promoted the loop and the method.</summary>
    public TimeSpan WarmUp => Duration * 0.4;

    /// <summary>The fewest repeats one launch of several runs.</summary>
    public const int FewestRepeatsPerLaunch = 4;

    /// <summary>
    /// The same loops for one launch of several: its share of the repeats and no extra ones (another launch decides what
    /// this one cannot).
    /// </summary>
    public LoopSettings ForLaunch(Launch launch) => !launch.IsOneOfSeveral
        ? this
        : new LoopSettings(Duration, launch.Share(Repeats, FewestRepeatsPerLaunch)) { FirstTurn = FirstTurn };

    public static LoopSettings For(Profile profile) => profile switch
    {
        Profile.Smoke => new(TimeSpan.FromSeconds(0.1), 2),
        // Quick: sixteen repeats of 0.3 s rather than five of a second. About the same time, but the pairs a signed-rank
        // interval needs: a claim of several parts spends a share of its 1 % on each, split again over the looks, and
        // with ten pairs no interval reaches that confidence at all.
        // Up to ten more turns of the two or so variants an open claim reads, for about 12 s. The first turn is the
        // article's one-second run (0.7 s more a variant).
        Profile.Quick => new(TimeSpan.FromSeconds(0.3),
            16) { FirstTurn = ArticleDuration, MaxExtraRepeats = 10, ExtraBudget = TimeSpan.FromSeconds(12) },
        // Full: the article's own one-second loop, forty times (a little less measuring than twenty of 2.5 s, twice the pairs).
        Profile.Full => new(TimeSpan.FromSeconds(1), 40) { MaxExtraRepeats = 20, ExtraBudget = TimeSpan.FromSeconds(110) },
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };

    public override string ToString() => FirstTurn is { } first
        ? $"{first.TotalSeconds:0.###} s once, then {Duration.TotalSeconds:0.###} s × {Repeats - 1}"
        : $"{Duration.TotalSeconds:0.###} s × {Repeats}";

    internal static void RequirePositive(TimeSpan duration, string name)
    {
        if (duration <= TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(name, duration,
                $"The loop duration must be longer than zero; got {duration.TotalSeconds} s.");
        }
    }
}
