using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>A run's metadata as labelled lines, in the order every report and the comparison show them.</summary>
public static class RunFacts
{
    public static IReadOnlyList<(string Key, string Value)> Of(RunInfo run) =>
    [
        ("run", run.Id),
        ("profile", run.Profile),
        ("runtime", run.Runtime),
        ("os", run.Os),
        ("cpu", run.Cpu),
        ("logical cores", run.LogicalCores.ToString(CultureInfo.InvariantCulture)),
        ("gc", run.Gc),
        ("runtime settings", run.RuntimeSettingsText),
        ("started (UTC)", run.StartedUtc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture)),
        ("finished (UTC)", run.FinishedUtc?.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture) ?? "did not finish"),
        ("tool", "AsyncLab " + run.ToolVersion),
    ];

    /// <summary>
    /// The facts a reader weighs every figure by, for a report's first screen: what ran (runtime, SDK, the lab and its
    /// commit, BenchmarkDotNet), on what (CPU, cores) and how to make the run again (the command line). A fact an older
    /// results.json did not keep reads "not recorded".
    /// </summary>
    public static IReadOnlyList<(string Key, string Value)> FirstScreen(RunInfo run) =>
    [
        ("runtime", run.Runtime),
        ("sdk", run.Sdk ?? NotRecorded),
        ("cpu", $"{run.Cpu}, {run.LogicalCores.ToString(CultureInfo.InvariantCulture)} logical cores"),
        ("lab", "AsyncLab " + run.ToolVersion + (run.Commit is { } commit ? " at " + commit : string.Empty)),
        ("BenchmarkDotNet", run.BenchmarkDotNet ?? NotRecorded),
        ("command line", run.CommandLine is { } line ? "asynclab " + line : NotRecorded),
    ];

    /// <summary>The facts of <see cref="Of"/> that <see cref="FirstScreen"/> does not show.</summary>
    public static IReadOnlyList<(string Key, string Value)> Rest(RunInfo run) =>
        Of(run).Where(f => f.Key is not ("runtime" or "cpu" or "logical cores" or "tool")).ToList();

    private const string NotRecorded = "not recorded";
}
