using AsyncLab.Claims;
using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Experiments.RuntimeAsync;

/// <summary>
/// Runtime async against the compiler's state machines: async-cost's cases from the two .NET 10 runtimes of one run, each
/// marked with its runtime, judged on <see cref="RuntimeAsyncClaims"/>. Kept with the runtime-async runtime in
/// results.json, and worked out again from the two runtimes' measurements whenever a run is re-judged.
/// </summary>
public sealed class RuntimeAsyncComparison : IRuntimeComparison
{
    public const string ExperimentId = "runtime-async-vs-compiler";

    private const string NotesFile = "RuntimeAsync";

    public string Id => ExperimentId;

    public string Title => "Runtime async (preview) against compiler state machines";

    public IReadOnlyList<ClaimDefinition> Claims => RuntimeAsyncClaims.All;

    public LabRuntime KeptUnder => LabRuntime.Net10RuntimeAsync;

    public ExperimentResult Judge(ResultsDocument document)
    {
        var compiler = AsyncCostOn(document, LabRuntime.Net10.Name);
        var runtimeAsync = AsyncCostOn(document, LabRuntime.Net10RuntimeAsync.Name);
        if (compiler is null || runtimeAsync is null)
        {
            var missing = compiler is null ? LabRuntime.Net10.Name : LabRuntime.Net10RuntimeAsync.Name;
            var why = $"needs async-cost measured on both {LabRuntime.Net10.Name} and {LabRuntime.Net10RuntimeAsync.Name} in the " +
                $"same run; {missing} has none";
            return new ExperimentResult(Id, Title, ExperimentStatus.Skipped, why, [],
                RuntimeAsyncClaims.All.Select(d => d.NotMeasured(why)).ToList());
        }

        var measurements = Marked(compiler.Measurements, LabRuntime.Net10.Name)
            .Concat(Marked(runtimeAsync.Measurements, LabRuntime.Net10RuntimeAsync.Name)).ToList();
        return new ExperimentResult(Id, Title, ExperimentStatus.Ok, null, measurements,
            ClaimJudge.Judge(RuntimeAsyncClaims.All, measurements, looks: 1))
        {
            // async-cost's own declarations, as the two runtimes recorded them: the figures are theirs.
            Metrics = compiler.Metrics.Concat(runtimeAsync.Metrics).DistinctBy(m => m.Key, StringComparer.Ordinal).ToList(),
            Notes = Notes(),
        };
    }

    /// <summary>The report's notes, from RuntimeAsyncNotes.json.</summary>
    internal static IReadOnlyList<string> Notes() =>
        [ExperimentNotes.Note(NotesFile, "two_processes"), ExperimentNotes.Note(NotesFile, "times_across_processes")];

    private static ExperimentResult? AsyncCostOn(ResultsDocument document, string runtime)
    {
        var experiments = document.Run.RuntimeName == runtime
            ? document.Experiments
            : document.Runtimes.FirstOrDefault(r => r.Name == runtime)?.Experiments;
        return experiments?.FirstOrDefault(e => e.Id == AsyncCostExperiment.ExperimentId && e.Measurements.Count > 0);
    }

    private static IEnumerable<Measurement> Marked(IReadOnlyList<Measurement> measurements, string runtime) =>
        measurements.Select(m => m with
        {
            Parameters = new Dictionary<string, string>(m.Parameters) { [RuntimeAsyncClaims.RuntimeParameter] = runtime },
            Published = null,
            PublishedSource = null,
        });
}
