namespace AsyncLab.Cli;

/// <summary>
/// Makes sure the run's output folder can be written before any minute is spent measuring, and takes away what it made
/// when the command writes nothing there (a watch that cannot attach, a run refused before it starts), so that a failed
/// command leaves no empty folder behind.
/// </summary>
public sealed class OutputDirectory : IDisposable
{
    // The outermost folder this made: what goes when nothing was written under it.
    private readonly string? made;

    private OutputDirectory(string path, string? made)
    {
        Path = path;
        this.made = made;
    }

    public string Path { get; }

    public static OutputDirectory Prepare(string? requested, DateTimeOffset now)
    {
        var path = System.IO.Path.GetFullPath(requested ?? System.IO.Path.Combine("results", Running.RunEnvironment.NewRunId(now)));
        try
        {
            if (File.Exists(path))
            {
                throw new UsageException($"--out '{path}' is a file, not a folder");
            }

            var made = OutermostMissing(path);
            Directory.CreateDirectory(path);
            var probe = System.IO.Path.Combine(path, ".write-probe");
            File.WriteAllText(probe, string.Empty);
            File.Delete(probe);
            return new OutputDirectory(path, made);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or NotSupportedException or ArgumentException)
        {
            throw new UsageException($"cannot write to --out '{path}': {ex.Message.ReplaceLineEndings(" ")}");
        }
    }

    /// <summary>Removes the folders this made, from the output folder up, while they are empty.</summary>
    public void Dispose()
    {
        if (made is null)
        {
            return;
        }

        for (var folder = Path; folder is not null && folder.Length >= made.Length; folder = System.IO.Path.GetDirectoryName(folder))
        {
            try
            {
                if (!Directory.Exists(folder) || Directory.EnumerateFileSystemEntries(folder).Any())
                {
                    return;
                }

                Directory.Delete(folder);
            }
            catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
            {
                return;
            }
        }
    }

    private static string? OutermostMissing(string path)
    {
        string? missing = null;
        for (var folder = path; folder is not null && !Directory.Exists(folder); folder = System.IO.Path.GetDirectoryName(folder))
        {
            missing = folder;
        }

        return missing;
    }
}
