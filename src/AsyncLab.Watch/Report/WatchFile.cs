using System.Text.Json;
using AsyncLab.Html;

namespace AsyncLab.Watch.Report;

/// <summary>Writes watch.json atomically, with results.json's conventions (snake_case keys, kebab-case values).</summary>
public static class WatchFile
{
    public const string FileName = "watch.json";

    /// <summary>The lab's JSON conventions (<see cref="LabJson"/>), as results.json is written with.</summary>
    public static JsonSerializerOptions JsonOptions => LabJson.Options;

    public static string Write(string directory, WatchDocument document)
    {
        Directory.CreateDirectory(directory);
        var path = Path.Combine(directory, FileName);
        AtomicFile.Write(path, stream => JsonSerializer.Serialize(stream, document, JsonOptions));
        return path;
    }

    public static WatchDocument Read(string path) =>
        JsonSerializer.Deserialize<WatchDocument>(File.ReadAllText(path), JsonOptions)
            ?? throw new InvalidDataException($"{path} holds no watch document");
}
