using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Durations;

/// <summary>
/// How long a run's experiments are expected to take: each from the most recent earlier run of the same profile on as
/// many cores (in the same results folder) where that run finished it, else from the lab's <see cref="DurationTable"/>.
/// </summary>
public sealed record RunEstimate(IReadOnlyList<ExpectedDuration> Experiments)
{
    /// <summary>The sum of every known expectation.</summary>
    public double KnownSeconds => Experiments.Sum(e => e.Seconds ?? 0);

    /// <summary>Whether every experiment has an expectation.</summary>
    public bool Complete => Experiments.All(e => e.Seconds is not null);

    public double? SecondsOf(string experimentId) => Experiments.FirstOrDefault(e => e.ExperimentId == experimentId)?.Seconds;

    /// <summary>
    /// The expectation for <paramref name="experimentIds"/> in <paramref name="profile"/> on <paramref name="cores"/>
    /// cores.
    /// </summary>
    /// <param name="previous">Earlier runs, any profile or machine; only those of the same profile and core count are read.</param>
    public static RunEstimate For(IEnumerable<string> experimentIds, Profile profile, int cores, IEnumerable<ResultsDocument> previous)
    {
        var comparable = previous
            .Where(d => d.Run.Profile == profile.ToName() && d.Run.LogicalCores == cores)
            .OrderByDescending(d => d.Run.StartedUtc)
            .ToList();
        return new RunEstimate(experimentIds.Select(id => Expect(id, profile, cores, comparable)).ToList());
    }

    private static ExpectedDuration Expect(string id, Profile profile, int cores, IReadOnlyList<ResultsDocument> comparable)
    {
        // Only an experiment that ran to its end says how long it takes; a partial or failed one stopped early.
        foreach (var document in comparable)
        {
            if (document.Experiments.FirstOrDefault(e => e.Id == id && e.Status == ExperimentStatus.Ok) is { DurationSeconds: { } seconds })
            {
                return new ExpectedDuration(id, seconds, $"previous run {document.Run.Id}");
            }
        }

        return DurationTable.Find(profile, cores, id) is { } entry
            ? new ExpectedDuration(id, entry.Seconds, $"the lab's table, {entry.Cores} cores")
            : new ExpectedDuration(id, null, $"no recorded {profile.ToName()} run");
    }
}
