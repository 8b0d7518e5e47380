using AsyncLab.Running;

namespace AsyncLab.Durations;

/// <summary>
/// What each experiment took in the lab's recorded runs (test/AsyncLab.Tests/Running/Runs, and the smoke run CI makes),
/// per profile and logical core count: the estimate a run prints when no earlier run in its results folder says more.
/// A test checks the table against the recorded runs, so that a change which makes an experiment much longer or shorter
/// shows up there and the table is brought up to date with a new recording.
/// </summary>
public static class DurationTable
{
    /// <summary>One experiment's wall-clock seconds in a recorded run of <paramref name="Profile"/> on <paramref name="Cores"/> logical
    /// cores.</summary>
    public sealed record Entry(Profile Profile, int Cores, string ExperimentId, double Seconds);

    public static IReadOnlyList<Entry> Entries { get; } =
    [
        // Quick: the median of three quick runs (bench/verdict-stability.sh), each in-process experiment in its launches.
        new(Profile.Quick, 2, "async-cost", 84.1),
        new(Profile.Quick, 2, "task-caching", 2.3),
        new(Profile.Quick, 2, "valuetask-loop", 65.3),
        new(Profile.Quick, 2, "whenall-vs-foreachasync", 158.6),
        new(Profile.Quick, 2, "composition", 20.4),
        new(Profile.Quick, 2, "command-bus", 83.6),
        new(Profile.Quick, 2, "web-throughput", 151.5),
        new(Profile.Quick, 2, "database", 206.1),

        // Smoke: a smoke run of every experiment (run --profile smoke, as .ci/run makes) at the commit that added this table.
        new(Profile.Smoke, 2, "async-cost", 18.3),
        new(Profile.Smoke, 2, "task-caching", 0.01),
        new(Profile.Smoke, 2, "valuetask-loop", 2.1),
        new(Profile.Smoke, 2, "whenall-vs-foreachasync", 3.5),
        new(Profile.Smoke, 2, "composition", 2.9),
        new(Profile.Smoke, 2, "command-bus", 0.2),
        new(Profile.Smoke, 2, "web-throughput", 58.3),
        new(Profile.Smoke, 2, "database", 38.0),
    ];

    /// <summary>
    /// The entry for this profile and experiment on <paramref name="cores"/> cores, else on the nearest core count
    /// recorded (fewer first on a tie); null when the table has none for the profile.
    /// </summary>
    public static Entry? Find(Profile profile, int cores, string experimentId) =>
        Entries
            .Where(e => e.Profile == profile && e.ExperimentId == experimentId)
            .OrderBy(e => Math.Abs(e.Cores - cores))
            .ThenBy(e => e.Cores)
            .FirstOrDefault();
}
