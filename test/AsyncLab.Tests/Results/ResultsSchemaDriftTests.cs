using System.Text.Json.Nodes;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Results;

/// <summary>
/// docs/results.schema.json names exactly the fields the lab writes: a field added to <see cref="ResultsDocument"/> or
/// one of its parts, and not to the published schema (or the other way round), fails here with its path.
/// </summary>
public sealed class ResultsSchemaDriftTests
{
    [Fact]
    public void Paths_PublishedSchemaAndTheWritersTypes_Same()
    {
        Assert.Null(SchemaShape.Drift("results.schema.json", typeof(ResultsDocument)));
    }

    [Fact]
    public void Paths_PublishedSchemaLackingANestedField_TheFieldIsNamed()
    {
        var schema = JsonNode.Parse(File.ReadAllText(TestFiles.DocPath("results.schema.json")))!;
        var run = schema["definitions"]!["run"]!["properties"]!.AsObject();
        run.Remove("runtime_name");
        var written = SchemaShape.Paths(SchemaShape.Exported(typeof(ResultsDocument)));

        var published = SchemaShape.Paths(schema);

        Assert.Equal(["run.runtime_name", "runtimes[].run.runtime_name"], written.Except(published)); // both places a run is written
        Assert.Contains("experiments[].claims[].verdict", published);
    }
}
