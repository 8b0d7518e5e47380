using AsyncLab.Cli;
using AsyncLab.Data.Databases;

namespace AsyncLab.Tests.Cli;

public sealed class ServeVerbDatabaseTests
{
    [Theory]
    [InlineData("sqlite", null)]
    [InlineData("sqlite", " ")]
    [InlineData(null, "Data Source=x.db")]
    [InlineData("mysql", "Server=x")]
    public void ParseDatabase_IncompleteOrUnknown_UsageException(string? kind, string? connectionString)
    {
        var error = Assert.Throws<UsageException>(() => ServeVerb.ParseDatabase(kind, connectionString));

        Assert.DoesNotContain('\n', error.Message);
    }

    [Theory]
    [InlineData("sqlite", DatabaseKind.Sqlite)]
    [InlineData("postgres", DatabaseKind.PostgreSql)]
    [InlineData("PostgreSQL", DatabaseKind.PostgreSql)]
    public void ParseDatabase_KindAndConnectionString_Target(string kind, DatabaseKind expected)
    {
        var target = ServeVerb.ParseDatabase(kind, "Data Source=x");

        Assert.Equal(expected, target!.Kind);
        Assert.Equal("Data Source=x", target.ConnectionString);
    }

    [Fact]
    public void ParseDatabase_Neither_NoDatabase()
    {
        Assert.Null(ServeVerb.ParseDatabase(null, null));
    }
}
