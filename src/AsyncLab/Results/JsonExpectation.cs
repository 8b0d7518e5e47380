using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace AsyncLab.Results;

/// <summary>
/// Where a JSON file went wrong and what was expected there, in a reader's words: "line 3: run.started_utc should be a
/// date and time", "line 1: the file ends before its JSON does; is it cut short?". The serializer's own message names .NET types
/// and gives the line twice; the line is counted from 1 here, as an editor counts it.
/// </summary>
public static class JsonExpectation
{
    public static string Describe(JsonException exception, JsonSerializerOptions options, Type root)
    {
        var line = exception.LineNumber is { } n ? $"line {n + 1}: " : string.Empty;
        var message = exception.Message;
        var at = exception.Path is { Length: > 1 } path ? path.TrimStart('$').TrimStart('.') : null;
        if (message.Contains("does not contain any JSON tokens", StringComparison.Ordinal))
        {
            return $"{line}the file holds no JSON";
        }

        string[] cutShort = ["Expected depth to be zero", "end of data", "isFinalBlock"];
        if (cutShort.Any(c => message.Contains(c, StringComparison.Ordinal)))
        {
            return $"{line}the file ends before its JSON does; is it cut short?";
        }

        if (message.Contains("missing required properties", StringComparison.Ordinal))
        {
            var names = message[(message.LastIndexOf(':') + 1)..].Trim().TrimEnd('.');
            return $"{line}{(at is null ? "the document" : at)} lacks {names}";
        }

        if (message.Contains("could not be converted", StringComparison.Ordinal) && at is not null && TypeAt(exception.Path!, options, root)
            is { } type)
        {
            return $"{line}{(at.Length == 0 ? "the document" : at)} should be {Kind(type)}";
        }

        if (message.Contains("could not be converted", StringComparison.Ordinal))
        {
            return $"{line}{(at is null or "" ? "the document should be a JSON object" : at + " has a value of the wrong kind")}";
        }

        return $"{line}not valid JSON";
    }

    /// <summary>The .NET type the serializer wanted at a path such as $.experiments[2].status, walking the declared properties.</summary>
    private static Type? TypeAt(string path, JsonSerializerOptions options, Type root)
    {
        var type = root;
        foreach (var segment in path.TrimStart('$').Split('.', StringSplitOptions.RemoveEmptyEntries))
        {
            var bracket = segment.IndexOf('[', StringComparison.Ordinal);
            var name = bracket < 0 ? segment : segment[..bracket];
            if (name.Length > 0)
            {
                var info = options.GetTypeInfo(type);
                var property = info.Kind == JsonTypeInfoKind.Object ? info.Properties.FirstOrDefault(p => p.Name == name) : null;
                if (property is null)
                {
                    return null;
                }

                type = property.PropertyType;
            }

            for (var i = bracket; i >= 0; i = segment.IndexOf('[', i + 1))
            {
                type = ElementOf(type);
                if (type is null)
                {
                    return null;
                }
            }
        }

        return type;
    }

    private static Type? ElementOf(Type type) => type.IsArray ? type.GetElementType()
        : type.GetInterfaces().Append(type).FirstOrDefault(i => i.IsGenericType && i.GetGenericTypeDefinition() == typeof(IEnumerable<>))
            ?.GetGenericArguments()[0];

    private static string Kind(Type type)
    {
        var t = Nullable.GetUnderlyingType(type) ?? type;
        return t switch
        {
            _ when t == typeof(string) => "a string",
            _ when t == typeof(bool) => "true or false",
            _ when t == typeof(int) || t == typeof(long) => "a whole number",
            _ when t == typeof(double) || t == typeof(float) || t == typeof(decimal) => "a number",
            _ when t == typeof(DateTimeOffset) || t == typeof(DateTime) => "a date and time such as 2026-01-31T12:00:00Z",
            _ when t.IsEnum => "one of the names the lab writes",
            _ when t != typeof(string) && ElementOf(t) is not null => "a JSON array",
            _ => "a JSON object",
        };
    }
}
