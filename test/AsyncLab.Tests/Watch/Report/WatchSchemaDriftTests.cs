using System.Text.Json.Nodes;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch.Report;

namespace AsyncLab.Tests.Watch.Report;

/// <summary>docs/watch.schema.json names exactly the fields watch writes (<see cref="WatchDocument"/> and its parts).</summary>
public sealed class WatchSchemaDriftTests
{
    [Fact]
    public void Paths_PublishedSchemaAndTheWritersTypes_Same()
    {
        var published = SchemaShape.Paths(JsonNode.Parse(File.ReadAllText(TestFiles.DocPath("watch.schema.json")))!);
        var written = SchemaShape.Paths(SchemaShape.Exported(typeof(WatchDocument)));

        Assert.True(published.SetEquals(written), SchemaShapeDiff.Describe(published, written));
    }
}
