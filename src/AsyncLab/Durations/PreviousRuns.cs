using AsyncLab.Results;

namespace AsyncLab.Durations;

/// <summary>
/// The earlier runs beside a run's output folder (results/&lt;id&gt;/ has its siblings), and the one already in it when a
/// folder is reused, for the duration estimate. Unreadable files are passed over: an estimate never stops a run.
/// </summary>
public static class PreviousRuns
{
    /// <summary>At most this many of the newest folders are read, so that a results folder of years costs no more than a few.</summary>
    public const int MostRead = 20;

    public static IReadOnlyList<ResultsDocument> Beside(string outputDirectory)
    {
        var full = Path.GetFullPath(outputDirectory);
        var folders = new List<string> { full };
        if (Path.GetDirectoryName(full) is { } parent && Directory.Exists(parent))
        {
            folders.AddRange(Directory.EnumerateDirectories(parent)
                .Where(f => f != full && File.Exists(Path.Combine(f, ResultsFile.FileName)))
                .OrderByDescending(f => File.GetLastWriteTimeUtc(Path.Combine(f, ResultsFile.FileName)))
                .Take(MostRead));
        }

        var runs = new List<ResultsDocument>();
        foreach (var folder in folders.Where(f => File.Exists(Path.Combine(f, ResultsFile.FileName))))
        {
            try
            {
                runs.Add(ResultsFile.Read(folder));
            }
            catch (ResultsFileException)
            {
                // Half-written by a lab killed in the middle, or of a schema this lab does not read.
            }
        }

        return runs;
    }
}
