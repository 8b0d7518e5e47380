using AsyncLab.Scan;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scan;

/// <summary>docs/scan.schema.json names exactly the fields scan writes (<see cref="ScanDocument"/> and its parts).</summary>
public sealed class ScanSchemaDriftTests
{
    [Fact]
    public void Paths_PublishedSchemaAndTheWritersTypes_Same()
    {
        Assert.Null(SchemaShape.Drift("scan.schema.json", typeof(ScanDocument), ScanFile.JsonOptions));
    }
}
