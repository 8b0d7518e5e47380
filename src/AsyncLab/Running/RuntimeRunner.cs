using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Running;

/// <summary>
/// The other runtimes of a <c>run --runtimes</c> run: builds each one's child first (so no build competes with a
/// measurement for the cores), then, after the lab's own runtime has run, runs them one at a time.
/// </summary>
public sealed class RuntimeRunner(
    RuntimeBuild build, IReadOnlyList<IExperiment> experiments, Profile profile, string outputDirectory, IRunObserver observer)
{
    public TimeSpan SilenceLimit { get; init; } = TimeSpan.FromMinutes(5);

    /// <summary>The experiments a child runs: those measured inside the lab's process; the web ones need its target server.</summary>
    public IReadOnlyList<IExperiment> InChild => experiments.Where(e => !e.NeedsTargetServer).ToList();

    public async Task<IReadOnlyList<RuntimeBuildOutcome>> BuildAllAsync(
        IReadOnlyList<LabRuntime> runtimes, CancellationToken cancellationToken)
    {
        var outcomes = new List<RuntimeBuildOutcome>();
        foreach (var runtime in runtimes)
        {
            var cached = build.IsCached(runtime);
            observer.RuntimeProgressed(runtime, cached ? "built before, reused" : "building (first use, then cached)", 0);
            var outcome = await build.EnsureAsync(runtime, cancellationToken).ConfigureAwait(false);
            observer.RuntimeProgressed(
                runtime, outcome.Error ?? (outcome.Cached ? "ready (cached build)" : $"built in {outcome.Seconds:0} s; waiting"), 0);
            outcomes.Add(outcome);
        }

        return outcomes;
    }

    public async Task<RuntimeResult> RunAsync(RuntimeBuildOutcome built, CancellationToken cancellationToken)
    {
        var runtime = built.Runtime;
        RuntimeResult result;
        if (built.Executable is null)
        {
            result = new RuntimeResult(
                runtime.Name,
                runtime.Label,
                runtime.Preview,
                RuntimeStatus.Failed,
                built.Error,
                null,
                NotRun(experiments, built.Error ?? "not built"));
        }
        else if (cancellationToken.IsCancellationRequested)
        {
            result = new RuntimeResult(
                runtime.Name,
                runtime.Label,
                runtime.Preview,
                RuntimeStatus.Failed,
                "the run was cancelled before this runtime started",
                null,
                []);
        }
        else
        {
            var child = new RuntimeChild(runtime, built.Executable) { SilenceLimit = SilenceLimit };
            var ids = InChild.Select(e => e.Id).ToList();
            var measured = ids.Count == 0
                ? new RuntimeResult(runtime.Name, runtime.Label, runtime.Preview, RuntimeStatus.Ok, null, null, [])
                : await child.RunAsync(
                    ids,
                    profile.ToName(),
                    RuntimeChild.OutputFor(outputDirectory, runtime),
                    line => observer.RuntimeProgressed(runtime, $"{line.Experiment}: {line.Step}", line.Fraction),
                    cancellationToken).ConfigureAwait(false);
            var reason = $"runs its target server on the lab's own runtime ({LabRuntime.Current.Name}) only";
            result = measured with
            {
                Experiments = [.. measured.Experiments, .. NotRun(experiments.Where(e => e.NeedsTargetServer), reason)],
            };
        }

        result = result with { BuildSeconds = built.Cached ? 0 : built.Seconds };
        observer.RuntimeFinished(runtime, result);
        return result;
    }

    private static List<ExperimentResult> NotRun(IEnumerable<IExperiment> experiments, string reason) => experiments
        .Select(e => new ExperimentResult(
            e.Id, e.Title, ExperimentStatus.Skipped, reason, [], e.Claims.Select(d => d.NotMeasured(reason)).ToList()))
        .ToList();
}
