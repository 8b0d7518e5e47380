using System.Text.Json;
using System.Text.Json.Serialization;
using AsyncLab.Html;

namespace AsyncLab.Watch.Report;

/// <summary>Writes watch.json atomically, with results.json's conventions (snake_case keys, kebab-case values).</summary>
public static class WatchFile
{
    public const string FileName = "watch.json";

    /// <summary>
    /// watch.json's own options, with the conventions of the lab's results.json so the two files read alike; watch builds
    /// without the lab's results model. A file missing a required field is malformed, not filled in with nulls.
    /// </summary>
    public static readonly JsonSerializerOptions JsonOptions = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower,
        DictionaryKeyPolicy = null,
        WriteIndented = true,
        Converters = { new JsonStringEnumConverter(JsonNamingPolicy.KebabCaseLower, allowIntegerValues: false) },
        RespectNullableAnnotations = true,
        RespectRequiredConstructorParameters = true,
        NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals,
    };

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
