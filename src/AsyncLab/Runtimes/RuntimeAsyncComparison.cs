using AsyncLab.Claims;
using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Runtimes;

/// <summary>
/// Runtime async against the compiler's state machines: async-cost's cases from the two .NET 10 runtimes of one run, each
/// marked with its runtime, judged on <see cref="RuntimeAsyncClaims"/>. Kept with the runtime-async runtime in
/// results.json, and worked out again from the two runtimes' measurements whenever a run is re-judged.
/// </summary>
public static class RuntimeAsyncComparison
{
    public const string Id = "runtime-async-vs-compiler";
    public const string Title = "Runtime async (preview) against compiler state machines";

    /// <summary>The document with the comparison put in (or replaced) under the runtime-async runtime; unchanged when that runtime is not in it.</summary>
    public static ResultsDocument Attach(ResultsDocument document)
    {
        var index = document.Runtimes.ToList().FindIndex(r => r.Name == LabRuntime.Net10RuntimeAsync.Name);
        if (index < 0)
        {
            return document;
        }

        return Attach(document, Judge(document));
    }

    /// <summary>The document with <paramref name="comparison"/> as the runtime-async runtime's comparison.</summary>
    public static ResultsDocument Attach(ResultsDocument document, ExperimentResult comparison)
    {
        var index = document.Runtimes.ToList().FindIndex(r => r.Name == LabRuntime.Net10RuntimeAsync.Name);
        if (index < 0)
        {
            return document;
        }

        var runtime = document.Runtimes[index];
        var runtimes = document.Runtimes.ToList();
        runtimes[index] = runtime with { Experiments = [.. runtime.Experiments.Where(e => e.Id != Id), comparison] };
        return document with { Runtimes = runtimes };
    }

    public static ExperimentResult Judge(ResultsDocument document)
    {
        var compiler = AsyncCostOn(document, LabRuntime.Net10.Name);
        var runtimeAsync = AsyncCostOn(document, LabRuntime.Net10RuntimeAsync.Name);
        if (compiler is null || runtimeAsync is null)
        {
            var missing = compiler is null ? LabRuntime.Net10.Name : LabRuntime.Net10RuntimeAsync.Name;
            var why = $"needs async-cost measured on both {LabRuntime.Net10.Name} and {LabRuntime.Net10RuntimeAsync.Name} in the same run; {missing} has none";
            return new ExperimentResult(Id, Title, ExperimentStatus.Skipped, why, [], RuntimeAsyncClaims.All.Select(d => d.NotMeasured(why)).ToList());
        }

        var measurements = Marked(compiler, LabRuntime.Net10.Name).Concat(Marked(runtimeAsync, LabRuntime.Net10RuntimeAsync.Name)).ToList();
        return new ExperimentResult(Id, Title, ExperimentStatus.Ok, null, measurements, ClaimJudge.Judge(RuntimeAsyncClaims.All, measurements, looks: 1))
        {
            Notes =
            [
                "async-cost's cases as measured on .NET 10 twice in this run, by two processes one after the other: compiled the usual way, and compiled for runtime async (preview, DOTNET_RuntimeAsync=1).",
                "Times come from two processes, so a slow stretch of the machine during one of them moves these ratios; bytes per call are exact.",
            ],
        };
    }

    private static IReadOnlyList<Measurement>? AsyncCostOn(ResultsDocument document, string runtime)
    {
        var experiments = document.Run.RuntimeName == runtime
            ? document.Experiments
            : document.Runtimes.FirstOrDefault(r => r.Name == runtime)?.Experiments;
        var asyncCost = experiments?.FirstOrDefault(e => e.Id == AsyncCostExperiment.ExperimentId && e.Measurements.Count > 0);
        return asyncCost?.Measurements;
    }

    private static IEnumerable<Measurement> Marked(IReadOnlyList<Measurement> measurements, string runtime) =>
        measurements.Select(m => m with
        {
            Parameters = new Dictionary<string, string>(m.Parameters) { [RuntimeAsyncClaims.RuntimeParameter] = runtime },
            Published = null,
            PublishedSource = null,
        });
}
