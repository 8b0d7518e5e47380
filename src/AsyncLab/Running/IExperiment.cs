using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Stopping;

namespace AsyncLab.Running;

/// <summary>
/// One experiment: a unit that can be listed, run alone and reported alone. Adding one means a folder
/// under Experiments/ and a line in the catalog (Catalog/ExperimentCatalog).
/// </summary>
public interface IExperiment
{
    /// <summary>Kebab-case id used on the command line and in results.json, e.g. "async-cost".</summary>
    string Id { get; }

    string Title { get; }

    /// <summary>Which articles it reproduces, e.g. "seeds 000, 001".</summary>
    string Sources { get; }

    IReadOnlyList<string> Variants { get; }

    IReadOnlyList<ClaimDefinition> Claims { get; }

    /// <summary>
    /// The metrics only this experiment writes (its <c>&lt;Name&gt;Metrics</c> class), each declared once: its key in
    /// results.json (never renamed, so older files still read), unit, better direction and label. The run writes those its
    /// measurements use into results.json (<see cref="MetricDeclarations"/>), where reports, comparisons and charts read
    /// units and directions from. None by default: an experiment that writes only shared metrics
    /// (<see cref="Results.Metrics"/>) declares nothing.
    /// </summary>
    IReadOnlyList<Metric> Metrics => [];

    /// <summary>
    /// True for experiments that load the lab's target server in a process of its own (web ones): they run on the lab's
    /// own runtime only, and say not-measured for the others of <c>run --runtimes</c>.
    /// </summary>
    bool NeedsTargetServer => false;

    /// <summary>
    /// True when a run of several launches measures it in fresh processes of the lab, each a share of its rounds
    /// (<see cref="Launch"/>). The load experiments stay in the lab's process: their unit is a second of a server or
    /// database that runs apart from it, and their tests are too short to share out.
    /// </summary>
    bool RunsInLaunches => !NeedsTargetServer;

    /// <summary>
    /// The most times the experiment's claims can be judged in a run of <paramref name="profile"/>: 1 when it never
    /// measures again for an open claim, up to <see cref="LookSchedule.MaxLooks"/> when it does. Each look spends 1 % /
    /// looks of a claim's error, so an experiment that overstates this is only stricter, one that understates it wrong.
    /// </summary>
    int Looks(Profile profile) => LookSchedule.MaxLooks;

    /// <summary>
    /// True when <paramref name="measurement"/> runs the article's own code (as published), false for the lab's variants
    /// (corrected patterns, peer libraries, a second harness). By default, the rows that carry the article's figures.
    /// </summary>
    bool IsArticleVariant(Measurement measurement) => measurement.Published is not null;

    /// <summary>
    /// Notes read from the measurements as the run kept them (every launch's merged), as an analyser reads a summary;
    /// the report prints them after the notes <see cref="RunAsync"/> wrote. None by default.
    /// </summary>
    IReadOnlyList<string> NotesOn(IReadOnlyList<Measurement> measurements) => [];

    /// <summary>Measures; the runner judges the claims from the measurements. An exception marks the experiment failed.</summary>
    Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken);
}
