namespace AsyncLab.Cli;

/// <summary>Makes sure the run's output folder can be written before any minute is spent measuring.</summary>
public static class OutputDirectory
{
    public static string Prepare(string? requested, DateTimeOffset now)
    {
        var path = Path.GetFullPath(requested ?? Path.Combine("results", Running.RunEnvironment.NewRunId(now)));
        try
        {
            if (File.Exists(path))
            {
                throw new UsageException($"--out '{path}' is a file, not a folder");
            }

            Directory.CreateDirectory(path);
            var probe = Path.Combine(path, ".write-probe");
            File.WriteAllText(probe, string.Empty);
            File.Delete(probe);
            return path;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or NotSupportedException or ArgumentException)
        {
            throw new UsageException($"cannot write to --out '{path}': {ex.Message.ReplaceLineEndings(" ")}");
        }
    }
}
