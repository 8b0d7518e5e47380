using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Comparison;

/// <summary>
/// Where spreads recorded with <c>asynclab spread</c> come from: the runs they were measured on, their profile, tool
/// version and machine, and the file they were read from, so a comparison can say whose spreads it marked against.
/// </summary>
public sealed record SpreadOrigin(string Profile, string ToolVersion, string Machine, IReadOnlyList<SpreadRun> Runs)
{
    /// <summary>The spreads file they were read from; null while they are being measured.</summary>
    public string? File { get; init; }

    /// <summary>"N PROFILE runs of the same code (RUN-ID, RUN-ID, …; DAY)", or "DAY to DAY" when they span several days.</summary>
    public string RunsText
    {
        get
        {
            var days = Runs.Select(r => r.StartedUtc.UtcDateTime.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)).Order(StringComparer.Ordinal).Distinct().ToList();
            var dates = days.Count == 1 ? days[0] : $"{days[0]} to {days[^1]}";
            return $"{Runs.Count} {Profile} runs of the same code ({string.Join(", ", Runs.Select(r => r.Id))}; {dates})";
        }
    }

    /// <summary>The sentence compare's reports name the spreads by.</summary>
    public string Describe() =>
        $"the spreads you recorded with asynclab spread{(File is null ? string.Empty : $" in {File}")}, from {RunsText} on {Machine}";

    /// <summary>
    /// The runs' origin, refusing runs a spread means nothing between: fewer than two, one run given twice (it moves by
    /// nothing against itself), or runs of different profiles or tool versions (their figures differ by design).
    /// </summary>
    /// <exception cref="SpreadsException">The one-line reason.</exception>
    public static SpreadOrigin Of(IReadOnlyList<ResultsDocument> runs)
    {
        if (runs.Count < 2)
        {
            throw new SpreadsException($"a between-run spread needs two or more runs of the same code; got {runs.Count}");
        }

        var first = runs[0].Run;
        if (runs.GroupBy(r => r.Run.Id, StringComparer.Ordinal).FirstOrDefault(g => g.Count() > 1) is { } twice)
        {
            throw new SpreadsException($"run {twice.Key} is given twice; a run paired with itself moves by nothing");
        }

        if (runs.FirstOrDefault(r => r.Run.Profile != first.Profile) is { } otherProfile)
        {
            throw new SpreadsException($"runs of different profiles ({first.Id}: {first.Profile}, {otherProfile.Run.Id}: {otherProfile.Run.Profile}); a spread is only meaningful between runs of the same code and profile");
        }

        if (runs.FirstOrDefault(r => r.Run.ToolVersion != first.ToolVersion) is { } otherTool)
        {
            throw new SpreadsException($"runs of different tool versions ({first.Id}: {first.ToolVersion}, {otherTool.Run.Id}: {otherTool.Run.ToolVersion}); a spread is only meaningful between runs of the same code and profile");
        }

        // Runs on different machines are allowed (the spread then includes the machines' difference) and say so.
        var machine = string.Join("; ", runs.Select(r => MachineOf(r.Run)).Distinct(StringComparer.Ordinal));
        return new SpreadOrigin(first.Profile, first.ToolVersion, machine, runs.Select(r => new SpreadRun(r.Run.Id, r.Run.StartedUtc)).ToList());
    }

    /// <summary>"RUNTIME, OS, CPU, N logical cores", as the run recorded them.</summary>
    private static string MachineOf(RunInfo run) =>
        string.Create(CultureInfo.InvariantCulture, $"{run.Runtime}, {run.Os}, {run.Cpu}, {run.LogicalCores} logical cores");
}
