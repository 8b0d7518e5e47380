using AsyncLab.Data.Seeding;

namespace AsyncLab.Tests.Data.Seeding;

public class SchemaScriptTests
{
    [Fact]
    public void Split_TableAndIndex_IndexGoesAfter()
    {
        var script = "CREATE TABLE \"t\" (\n    \"id\" INTEGER NOT NULL\n);\n\n\nCREATE INDEX \"ix\" ON \"t\" (\"id\");\n\n\n";

        var schema = SchemaScript.Split(script);

        Assert.StartsWith("CREATE TABLE", schema.Tables);
        Assert.DoesNotContain("INDEX", schema.Tables);
        Assert.Equal("CREATE INDEX \"ix\" ON \"t\" (\"id\");", schema.Indexes);
    }

    [Fact]
    public void Split_NoIndex_IndexesEmpty() => Assert.Equal("", SchemaScript.Split("CREATE TABLE t (id int);").Indexes);
}
