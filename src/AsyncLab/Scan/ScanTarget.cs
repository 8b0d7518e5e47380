namespace AsyncLab.Scan;

/// <summary>
/// What scan builds: a solution (.sln, .slnx, .slnf) or C# project given by path, or the one solution (else the one
/// project) in a folder; and the folder its findings' paths are relative to.
/// </summary>
public sealed record ScanTarget(string BuildPath, string Root)
{
    private static readonly string[] Solutions = [".sln", ".slnx", ".slnf"];

    public static ScanTarget Resolve(string path)
    {
        var full = Path.GetFullPath(path);
        if (File.Exists(full))
        {
            var extension = Path.GetExtension(full);
            return Solutions.Contains(extension, StringComparer.OrdinalIgnoreCase)
                || extension.Equals(".csproj", StringComparison.OrdinalIgnoreCase)
                ? new ScanTarget(full, Path.GetDirectoryName(full)!)
                : throw new ScanInputException($"'{path}' is not a solution or a C# project (.sln, .slnx, .slnf, .csproj)");
        }

        if (!Directory.Exists(full))
        {
            throw new ScanInputException($"'{path}' does not exist");
        }

        var solutions = Directory.EnumerateFiles(full)
            .Where(f => Solutions.Contains(Path.GetExtension(f), StringComparer.OrdinalIgnoreCase))
            .Order(StringComparer.Ordinal).ToList();
        var candidates = solutions.Count > 0 ? solutions : [.. Directory.EnumerateFiles(full, "*.csproj").Order(StringComparer.Ordinal)];
        return candidates.Count switch
        {
            1 => new ScanTarget(candidates[0], full),
            0 => throw new ScanInputException($"no solution or C# project in '{path}'; name one, or scan its folder"),
            _ => throw new ScanInputException($"'{path}' holds {candidates.Count} {(solutions.Count > 0 ? "solutions" : "projects")} " +
                $"({string.Join(", ", candidates.Select(Path.GetFileName))}); name the one to scan"),
        };
    }
}
