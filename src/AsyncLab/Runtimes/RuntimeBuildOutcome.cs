namespace AsyncLab.Runtimes;

/// <summary>A child for one runtime, ready to start (<see cref="Executable"/>), or why it could not be built.</summary>
public sealed record RuntimeBuildOutcome(LabRuntime Runtime, string? Executable, bool Cached, string? Error, double Seconds)
{
    /// <summary>
    /// Restore found no package of that name or version (NU1101, NU1102): the package source does not serve this
    /// runtime's packs, which is a matter of the runtime asked for, not a failure of the run.
    /// </summary>
    public bool PacksNotServed =>
        Error is { } error && (error.Contains("NU1101", StringComparison.Ordinal) || error.Contains("NU1102", StringComparison.Ordinal));

    /// <summary>The one-line usage error for runtimes whose packs are not served, naming those that built.</summary>
    public static string? NotServedProblem(IReadOnlyList<RuntimeBuildOutcome> outcomes)
    {
        var missing = outcomes.Where(o => o.PacksNotServed).ToList();
        if (missing.Count == 0)
        {
            return null;
        }

        var built = outcomes.Where(o => o.Executable is not null).Select(o => o.Runtime.Name).Prepend(LabRuntime.Current.Name);
        return $"the package source does not serve the runtime packs of {string.Join(", ", missing.Select(o => o.Runtime.Name))} " +
            $"({missing[0].Error}); runtimes that build here: {string.Join(", ", built)}";
    }
}
