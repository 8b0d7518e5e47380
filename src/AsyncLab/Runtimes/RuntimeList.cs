namespace AsyncLab.Runtimes;

/// <summary>Reads <c>run --runtimes</c>: a comma-separated list of known runtime names, in the order given.</summary>
public static class RuntimeList
{
    /// <summary>
    /// No list means the runtime the lab runs on, alone. A bad list throws <see cref="FormatException"/> with the one
    /// line to show.
    /// </summary>
    public static IReadOnlyList<LabRuntime> Parse(string? text)
    {
        if (text is null)
        {
            return [LabRuntime.Current];
        }

        var names = text.Split(',', StringSplitOptions.TrimEntries | StringSplitOptions.RemoveEmptyEntries);
        if (names.Length == 0)
        {
            throw new FormatException($"--runtimes needs at least one runtime; known: {LabRuntime.KnownNames}");
        }

        var runtimes = new List<LabRuntime>();
        foreach (var name in names)
        {
            var runtime = LabRuntime.Find(name)
                ?? throw new FormatException(
                    $"unknown runtime '{name}'; " +
                    $"known (their packs are served for {RuntimeBuild.RuntimeIdentifier}): {LabRuntime.KnownNames}");
            if (!runtimes.Contains(runtime))
            {
                runtimes.Add(runtime);
            }
        }

        return runtimes;
    }
}
