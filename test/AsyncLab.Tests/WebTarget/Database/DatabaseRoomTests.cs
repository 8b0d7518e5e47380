using System.CommandLine;
using AsyncLab.Data.Databases;
using AsyncLab.WebTarget;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.WebTarget.Database;

public sealed class DatabaseRoomTests
{
    [Theory]
    [InlineData("sqlite", null)]
    [InlineData("sqlite", " ")]
    [InlineData(null, "Data Source=x.db")]
    [InlineData("mysql", "Server=x")]
    public void Parse_IncompleteOrUnknown_OneLineServeUsageError(string? kind, string? connectionString)
    {
        var error = Assert.Throws<ServeUsageException>(() => DatabaseRoom.Parse(kind, connectionString));

        Assert.DoesNotContain('\n', error.Message);
        Assert.Contains("--", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("sqlite", DatabaseKind.Sqlite)]
    [InlineData("postgres", DatabaseKind.PostgreSql)]
    [InlineData("PostgreSQL", DatabaseKind.PostgreSql)]
    public void Parse_KindAndConnectionString_Target(string kind, DatabaseKind expected)
    {
        var target = DatabaseRoom.Parse(kind, "Data Source=x");

        Assert.Equal(expected, target!.Kind);
        Assert.Equal("Data Source=x", target.ConnectionString);
    }

    [Fact]
    public void Parse_Neither_NoDatabase()
    {
        Assert.Null(DatabaseRoom.Parse(null, null));
    }

    [Theory]
    [InlineData(DatabaseKind.Sqlite)]
    [InlineData(DatabaseKind.PostgreSql)]
    public void Open_WhatLaunchWrites_OpensTheSameDatabase(DatabaseKind kind)
    {
        var target = new DatabaseTarget(kind, "Host=db;Password=secret");
        var launch = DatabaseRoom.Launch(target);

        var endpoints = Open([.. launch.Arguments], name => launch.Environment.GetValueOrDefault(name));

        Assert.DoesNotContain(launch.Arguments, a => a.Contains("secret", StringComparison.Ordinal));
        Assert.Contains("/db/read-async", endpoints.Paths, StringComparison.Ordinal);
        Assert.Equal(target, TargetOf(endpoints));
    }

    [Fact]
    public void Open_VariableButNoDatabaseOption_EndpointsStayOff()
    {
        var endpoints = Open([], _ => "Data Source=left-over.db");

        Assert.Equal("", endpoints.Paths);
        Assert.Null(TargetOf(endpoints));
    }

    [Fact]
    public void Open_ConnectionStringOption_WinsOverTheVariable()
    {
        var endpoints = Open(["--database", "sqlite", "--connection-string", "Data Source=given.db"], _ => "Data Source=variable.db");

        Assert.Equal("Data Source=given.db", TargetOf(endpoints)!.ConnectionString);
    }

    private static IEndpointGroup Open(string[] args, Func<string, string?> environment)
    {
        var room = new DatabaseRoom();
        var command = new RootCommand();
        foreach (var option in room.Options)
        {
            command.Options.Add(option);
        }

        var parse = command.Parse(args);
        Assert.Empty(parse.Errors);
        return room.Open(parse, environment);
    }

    private static DatabaseTarget? TargetOf(IEndpointGroup group) => Assert.IsType<DatabaseEndpoints>(group).Target;
}
