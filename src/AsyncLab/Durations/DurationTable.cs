using AsyncLab.Running;

namespace AsyncLab.Durations;

/// <summary>
/// What each experiment took in runs of the lab on the machine it was built on, per profile and logical core count: the
/// estimate a run prints when no earlier run in its results folder says more. A change that makes an experiment much
/// longer or shorter takes its new figures from fresh runs, kept in docs/NOTEBOOK.md.
/// </summary>
public static class DurationTable
{
    /// <summary>One experiment's wall-clock seconds in a recorded run of <paramref name="Profile"/> on <paramref name="Cores"/> logical
    /// cores.</summary>
    public sealed record Entry(Profile Profile, int Cores, string ExperimentId, double Seconds);

    public static IReadOnlyList<Entry> Entries { get; } =
    [
        // Quick: the mean of two README runs (the lab's default profile) on the build machine, each in-process experiment
        // in its launches.
        new(Profile.Quick, 2, "async-cost", 89.2),
        new(Profile.Quick, 2, "task-caching", 2.5),
        new(Profile.Quick, 2, "valuetask-loop", 72.5),
        new(Profile.Quick, 2, "whenall-vs-foreachasync", 180.0),
        new(Profile.Quick, 2, "composition", 23.2),
        new(Profile.Quick, 2, "command-bus", 86.0),
        new(Profile.Quick, 2, "web-throughput", 207.5),
        new(Profile.Quick, 2, "database", 210.6),

        // Full: the two runs of `run web-throughput --profile full` recorded in docs/NOTEBOOK.md; no other experiment has
        // finished a full run on the build machine.
        new(Profile.Full, 2, "web-throughput", 2787.5),

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
