using System.Text.Json;
using AsyncLab.Html;

namespace AsyncLab.Results;

/// <summary>Reads and writes results.json: snake_case keys, kebab-case enum values, written atomically.</summary>
public static class ResultsFile
{
    public const string FileName = "results.json";

    /// <summary>results.json as the run wrote it, kept the first time <c>report</c> writes a re-judged one over it.</summary>
    public const string RecordedFileName = "results.recorded.json";

    public static JsonSerializerOptions JsonOptions => LabJson.Options;

    /// <summary>
    /// Writes to a temporary file beside the target and renames it over, so a reader (or an interrupted run)
    /// sees either the previous complete document or the new one, never half of one.
    /// </summary>
    public static void Write(string directory, ResultsDocument document)
    {
        Directory.CreateDirectory(directory);
        AtomicFile.Write(Path.Combine(directory, FileName), stream => JsonSerializer.Serialize(stream, document, JsonOptions));
    }

    /// <summary>
    /// Writes a re-judged document as DIR/results.json, so that it agrees with the reports rendered from it. The first
    /// time, the file there is kept beside it as results.recorded.json, byte for byte; later re-judgings leave that file
    /// alone, so it keeps the run's own verdicts however often the run is judged again.
    /// </summary>
    public static void WriteRejudged(string directory, ResultsDocument document)
    {
        var current = Path.Combine(directory, FileName);
        var recorded = Path.Combine(directory, RecordedFileName);
        if (File.Exists(current) && !File.Exists(recorded))
        {
            // Copied under a temporary name and renamed, so an interrupted copy never passes for the recorded file.
            var temporary = recorded + ".tmp";
            File.Copy(current, temporary, overwrite: true);
            File.Move(temporary, recorded, overwrite: false);
        }

        Write(directory, document);
    }

    /// <summary>
    /// The file holding the run's own verdicts for DIR or DIR/results.json: results.recorded.json once a re-judging has
    /// kept it, else results.json. Any other file named is itself.
    /// </summary>
    public static string RecordedPath(string directoryOrFile)
    {
        var directory = Directory.Exists(directoryOrFile) ? directoryOrFile : null;
        if (directory is null && Path.GetFileName(directoryOrFile) == FileName)
        {
            directory = Path.GetDirectoryName(Path.GetFullPath(directoryOrFile));
        }

        if (directory is null)
        {
            return directoryOrFile;
        }

        var recorded = Path.Combine(directory, RecordedFileName);
        return File.Exists(recorded) ? recorded : Path.Combine(directory, FileName);
    }

    /// <summary>Reads DIR/results.json or DIR itself when it names a file.</summary>
    /// <exception cref="ResultsFileException">Missing, unreadable, malformed or of an unknown schema; the message is one line.</exception>
    public static ResultsDocument Read(string directoryOrFile)
    {
        var path = Directory.Exists(directoryOrFile) ? Path.Combine(directoryOrFile, FileName) : directoryOrFile;
        if (!File.Exists(path))
        {
            throw new ResultsFileException($"no results file at '{path}'");
        }

        ResultsDocument? document;
        try
        {
            using var stream = File.OpenRead(path);
            document = JsonSerializer.Deserialize<ResultsDocument>(stream, JsonOptions);
        }
        catch (JsonException ex)
        {
            var expected = JsonExpectation.Describe(ex, JsonOptions, typeof(ResultsDocument));
            throw new ResultsFileException($"{path}: not a results file ({expected})");
        }
        catch (IOException ex)
        {
            throw new ResultsFileException($"cannot read '{path}': {FirstLine(ex.Message)}");
        }
        catch (UnauthorizedAccessException ex)
        {
            throw new ResultsFileException($"cannot read '{path}': {FirstLine(ex.Message)}");
        }

        if (document is null)
        {
            throw new ResultsFileException($"{path}: not a results file (it holds null)");
        }

        if (document.Schema is < ResultsDocument.OldestReadableSchema or > ResultsDocument.CurrentSchema)
        {
            throw new ResultsFileException(
                $"'{path}' has schema {document.Schema}; " +
                $"this version reads schemas {ResultsDocument.OldestReadableSchema} to {ResultsDocument.CurrentSchema}");
        }

        return document;
    }

    private static string FirstLine(string message)
    {
        var end = message.IndexOfAny(['\r', '\n']);
        return end < 0 ? message : message[..end];
    }
}
