using System.Text.Json;
using AsyncLab.Html;

namespace AsyncLab.Scan;

/// <summary>Writes scan.json atomically with the lab's JSON conventions, and reads one back (a --baseline).</summary>
public static class ScanFile
{
    public const string FileName = "scan.json";

    public static JsonSerializerOptions JsonOptions => LabJson.Options;

    public static string Write(string folder, ScanDocument document)
    {
        var path = Path.Combine(folder, FileName);
        AtomicFile.Write(path, stream => JsonSerializer.Serialize(stream, document, JsonOptions));
        return path;
    }

    /// <summary>A scan.json (or its folder) of this schema; anything else is one line of bad input.</summary>
    public static ScanDocument Read(string path)
    {
        var file = Directory.Exists(path) ? Path.Combine(path, FileName) : path;
        try
        {
            var document = JsonSerializer.Deserialize<ScanDocument>(File.ReadAllText(file), JsonOptions)
                ?? throw new ScanInputException($"'{file}' holds no scan");
            return document.Schema == ScanDocument.CurrentSchema
                ? document
                : throw new ScanInputException($"'{file}' is scan.json schema {document.Schema}; this scan reads schema " +
                    $"{ScanDocument.CurrentSchema}");
        }
        catch (Exception ex) when (ex is JsonException or IOException or UnauthorizedAccessException)
        {
            throw new ScanInputException($"cannot read the scan '{file}': {ex.Message.ReplaceLineEndings(" ")}");
        }
    }
}
