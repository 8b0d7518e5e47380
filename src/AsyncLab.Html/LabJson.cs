using System.Text.Json;
using System.Text.Json.Serialization;

namespace AsyncLab.Html;

/// <summary>
/// The JSON conventions of the files the lab writes (results.json, watch.json): snake_case keys, kebab-case enum values,
/// indented, NaN and infinities as named literals. One place, so the files read alike.
/// </summary>
public static class LabJson
{
    public static JsonSerializerOptions Options { get; } = Create();

    private static JsonSerializerOptions Create()
    {
        var options = new JsonSerializerOptions
        {
            PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower,
            DictionaryKeyPolicy = null,
            WriteIndented = true,
            Converters = { new JsonStringEnumConverter(JsonNamingPolicy.KebabCaseLower, allowIntegerValues: false) },
            NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals,
        };
#if NET9_0_OR_GREATER
        // A file missing a required field is malformed; say so instead of filling in nulls. (A child built for .NET 8
        // only writes results.json; the parent, on .NET 10, reads it with these checks.)
        options.RespectNullableAnnotations = true;
        options.RespectRequiredConstructorParameters = true;
#endif
        return options;
    }
}
