using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch.Report;

namespace AsyncLab.Tests.Watch.Report;

/// <summary>docs/watch.schema.json names exactly the fields watch writes (<see cref="WatchDocument"/> and its parts).</summary>
public sealed class WatchSchemaDriftTests
{
    [Fact]
    public void Paths_PublishedSchemaAndTheWritersTypes_Same()
    {
        Assert.Null(SchemaShape.Drift("watch.schema.json", typeof(WatchDocument), WatchFile.JsonOptions));
    }
}
