using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

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
            var days = Runs
                .Select(r => r.StartedUtc.UtcDateTime.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture))
                .Order(StringComparer.Ordinal)
                .Distinct()
                .ToList();
            var dates = days.Count == 1 ? days[0] : $"{days[0]} to {days[^1]}";
            var sets = Runs.Select(r => r.Set).Distinct().Count();
            return sets > 1
                ? $"{Runs.Count} {Profile} runs in {sets} sets, each of the same code and paired only within itself " +
                    $"({string.Join("; ", Runs.GroupBy(r => r.Set).Select(g => string.Join(", ", g.Select(r => r.Id))))}; {dates})"
                : $"{Runs.Count} {Profile} runs of the same code ({string.Join(", ", Runs.Select(r => r.Id))}; {dates})";
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
    public static SpreadOrigin Of(IReadOnlyList<ResultsDocument> runs) => Of([runs]);

    /// <summary>
    /// The origin of spreads measured over several sets of runs, each of the same code (one commit's runs, another's):
    /// every set needs two runs or more, and all the runs one profile and tool version.
    /// </summary>
    /// <exception cref="SpreadsException">The one-line reason.</exception>
    public static SpreadOrigin Of(IReadOnlyList<IReadOnlyList<ResultsDocument>> sets)
    {
        if (sets.Count > 1 && sets.FirstOrDefault(set => set.Count < 2) is { } alone)
        {
            throw new SpreadsException($"every set of runs needs two or more runs of the same code; one has {alone.Count}");
        }

        var runs = sets.SelectMany(set => set).ToList();
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
            throw new SpreadsException(
                $"runs of different profiles ({first.Id}: {first.Profile}, {otherProfile.Run.Id}: {otherProfile.Run.Profile}); " +
                $"a spread is only meaningful between runs of the same code and profile");
        }

        if (runs.FirstOrDefault(r => r.Run.ToolVersion != first.ToolVersion) is { } otherTool)
        {
            throw new SpreadsException(
                $"runs of different tool versions ({first.Id}: {first.ToolVersion}, {otherTool.Run.Id}: {otherTool.Run.ToolVersion}); " +
                $"a spread is only meaningful between runs of the same code and profile");
        }

        // Runs on different machines are allowed (the spread then includes the machines' difference) and say so.
        var machine = string.Join("; ", runs.Select(r => MachineOf(r.Run)).Distinct(StringComparer.Ordinal));
        var measured = sets.SelectMany((set, index) =>
            set.Select(r => new SpreadRun(r.Run.Id, r.Run.StartedUtc) { Set = sets.Count > 1 ? index + 1 : null }));
        return new SpreadOrigin(first.Profile, first.ToolVersion, machine, measured.ToList());
    }

    /// <summary>"RUNTIME, OS, CPU, N logical cores", as the run recorded them.</summary>
    private static string MachineOf(RunInfo run) =>
        string.Create(CultureInfo.InvariantCulture, $"{run.Runtime}, {run.Os}, {run.Cpu}, {run.LogicalCores} logical cores");
}
