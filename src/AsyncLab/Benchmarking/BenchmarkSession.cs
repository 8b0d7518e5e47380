using System.Globalization;
using AsyncLab.Running;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// Runs one BenchmarkDotNet class for an experiment and returns its figures from the Summary object.
/// BenchmarkDotNet's own log goes to the experiment's artifacts folder, so the console keeps the lab's progress display.
/// </summary>
public static class BenchmarkSession
{
    /// <param name="benchmarkType">A public class with [Benchmark] methods.</param>
    /// <param name="context">Profile, artifacts folder and progress sink of the running experiment.</param>
    /// <param name="include">Which cases to run (e.g. leave out the 1000 ms rows in quick); all when null.</param>
    /// <param name="job">A job to use instead of the profile's default one.</param>
    public static Task<IReadOnlyList<BenchmarkFigure>> RunAsync(
        Type benchmarkType,
        ExperimentContext context,
        Func<BenchmarkCase, bool>? include = null,
        Job? job = null)
    {
        // BenchmarkDotNet blocks its thread for the whole run; keep the caller (and Ctrl+C handling) free.
        return Task.Factory.StartNew(
            () => Run(benchmarkType, context, include, job ?? BenchmarkJobs.For(context.Profile)),
            CancellationToken.None,
            TaskCreationOptions.LongRunning,
            TaskScheduler.Default);
    }

    private static IReadOnlyList<BenchmarkFigure> Run(Type benchmarkType, ExperimentContext context, Func<BenchmarkCase, bool>? include, Job job)
    {
        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddLogger(NullLogger.Instance)
            .AddColumnProvider(BenchmarkDotNet.Columns.DefaultColumnProviders.Instance)
            .AddEventProcessor(new ProgressEventProcessor(context.Progress))
            .WithArtifactsPath(Path.Combine(context.ArtifactsDirectory, "benchmarkdotnet"))
            // A Debug build is reported as such in the run metadata rather than refused here.
            .WithOptions(ConfigOptions.DisableOptimizationsValidator | ConfigOptions.JoinSummary);

        var runInfo = BenchmarkConverter.TypeToBenchmarks(benchmarkType, config);
        if (include is not null)
        {
            runInfo = new BenchmarkRunInfo(runInfo.BenchmarksCases.Where(include).ToArray(), runInfo.Type, runInfo.Config);
        }

        if (runInfo.BenchmarksCases.Length == 0)
        {
            return [];
        }

        var summary = BenchmarkRunner.Run(runInfo);
        return ReadFigures(summary);
    }

    private static List<BenchmarkFigure> ReadFigures(Summary summary)
    {
        if (summary.HasCriticalValidationErrors)
        {
            var first = summary.ValidationErrors.FirstOrDefault()?.Message ?? "unknown validation error";
            throw new BenchmarkFailedException($"BenchmarkDotNet refused the benchmarks: {first}");
        }

        var figures = new List<BenchmarkFigure>();
        foreach (var benchmarkCase in summary.BenchmarksCases)
        {
            var report = summary[benchmarkCase];
            var name = benchmarkCase.Descriptor.WorkloadMethod.Name;
            var statistics = report?.ResultStatistics
                ?? throw new BenchmarkFailedException($"benchmark '{name}' produced no result (see the BenchmarkDotNet log in the artifacts folder)");
            var parameters = benchmarkCase.Parameters.Items.ToDictionary(
                p => p.Name,
                p => Convert.ToString(p.Value, CultureInfo.InvariantCulture) ?? string.Empty);
            var bytes = report.GcStats.GetBytesAllocatedPerOperation(benchmarkCase);
            figures.Add(new BenchmarkFigure(
                name,
                parameters,
                statistics.Mean,
                statistics.ConfidenceInterval.Margin,
                statistics.StandardDeviation,
                bytes)
            {
                MedianNs = statistics.Median,
            });
        }

        return figures;
    }
}

public sealed class BenchmarkFailedException(string message) : Exception(message);
