using System.Text.Json;
using System.Text.Json.Nodes;
using System.Text.Json.Schema;
using AsyncLab.Results;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// The shape of a JSON schema as the paths of the properties it allows ("run.runtime_name", "experiments[].id"): the
/// same for a published schema in docs/ and for the one the SDK's JsonSchemaExporter derives from the types that write
/// the file, so a test can say which fields one has and the other lacks. References, unions and arrays are followed;
/// a dictionary's values add their properties under "{}".
/// </summary>
internal static class SchemaShape
{
    private const int MaxDepth = 12;

    /// <summary>
    /// The schema the lab's own writer gives <paramref name="type"/>, with the options it writes that file with
    /// (results.json's unless <paramref name="writtenWith"/> names others).
    /// </summary>
    public static JsonNode Exported(Type type, JsonSerializerOptions? writtenWith = null)
    {
        var options = new JsonSerializerOptions(writtenWith ?? ResultsFile.JsonOptions);
        options.MakeReadOnly(populateMissingResolver: true);
        return options.GetJsonSchemaAsNode(type);
    }

    /// <summary>
    /// Null when docs/<paramref name="schemaFile"/> allows exactly the fields the writer's <paramref name="written"/>
    /// type has; else which fields one has and the other lacks.
    /// </summary>
    public static string? Drift(string schemaFile, Type written, JsonSerializerOptions? writtenWith = null)
    {
        var published = Paths(JsonNode.Parse(File.ReadAllText(TestFiles.DocPath(schemaFile)))!);
        var writes = Paths(Exported(written, writtenWith));
        return published.SetEquals(writes)
            ? null
            : $"written but not in {schemaFile}: {Join(writes.Except(published))}; " +
              $"in it but never written: {Join(published.Except(writes))}";
    }

    public static SortedSet<string> Paths(JsonNode schema)
    {
        var paths = new SortedSet<string>(StringComparer.Ordinal);
        Walk(schema, schema, string.Empty, paths, 0);
        return paths;
    }

    private static void Walk(JsonNode root, JsonNode? node, string path, SortedSet<string> paths, int depth)
    {
        if (node is not JsonObject schema || depth > MaxDepth)
        {
            return;
        }

        if (schema["$ref"]?.GetValue<string>() is { } reference)
        {
            Walk(root, Resolve(root, reference), path, paths, depth + 1);
        }

        foreach (var union in new[] { "anyOf", "oneOf", "allOf" })
        {
            foreach (var branch in schema[union]?.AsArray() ?? [])
            {
                Walk(root, branch, path, paths, depth + 1);
            }
        }

        foreach (var (name, property) in schema["properties"]?.AsObject() ?? [])
        {
            var at = path.Length == 0 ? name : path + "." + name;
            paths.Add(at);
            Walk(root, property, at, paths, depth + 1);
        }

        Walk(root, schema["items"], path + "[]", paths, depth + 1);
        if (schema["additionalProperties"] is JsonObject values)
        {
            Walk(root, values, path + "{}", paths, depth + 1);
        }
    }

    private static string Join(IEnumerable<string> paths)
    {
        var list = paths.ToList();
        return list.Count == 0 ? "none" : string.Join(", ", list);
    }

    // "#/definitions/run", "#/$defs/run" or "#" (the exporter's reference to the root, for a recursive type).
    private static JsonNode? Resolve(JsonNode root, string reference)
    {
        JsonNode? node = root;
        foreach (var part in reference.TrimStart('#').Split('/', StringSplitOptions.RemoveEmptyEntries))
        {
            node = node?[part.Replace("~1", "/", StringComparison.Ordinal).Replace("~0", "~", StringComparison.Ordinal)];
        }

        return node;
    }
}
