using System.Text.Json;
using AsyncLab.Results;

namespace AsyncLab.Watch.Report;

/// <summary>Writes watch.json atomically, with results.json's conventions (snake_case keys, kebab-case values).</summary>
public static class WatchFile
{
    public const string FileName = "watch.json";

    public static string Write(string directory, WatchDocument document)
    {
        Directory.CreateDirectory(directory);
        var path = Path.Combine(directory, FileName);
        AtomicFile.Write(path, stream => JsonSerializer.Serialize(stream, document, ResultsFile.JsonOptions));
        return path;
    }

    public static WatchDocument Read(string path) =>
        JsonSerializer.Deserialize<WatchDocument>(File.ReadAllText(path), ResultsFile.JsonOptions)
            ?? throw new InvalidDataException($"{path} holds no watch document");
}
