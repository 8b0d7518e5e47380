using System.Runtime.Versioning;
using AsyncLab.Data.Postgres;
using AsyncLab.Tests.Fixtures;
using Npgsql;

namespace AsyncLab.Tests.Data.Postgres;

/// <summary>Nobody but the lab gets into the lab's server: not without its password, not with a wrong one, not by the socket.</summary>
[Integration]
public sealed class PostgresServerAccessTests(RunningPostgres postgres) : IClassFixture<RunningPostgres>
{
    private PostgresServer Server => postgres.Server;

    private string Password => new NpgsqlConnectionStringBuilder(Server.ConnectionString).Password!;

    private string SocketDirectory => Path.Combine(Server.Folder, "socket");

    [PostgresInstalledFact]
    public async Task Connect_WithItsPassword_Accepted()
    {
        Assert.Equal(1, await SelectOneAsync(Server.ConnectionString));
    }

    [PostgresInstalledFact]
    public async Task Connect_TcpWithoutPassword_ServerDemandsOne()
    {
        var failure = await Assert.ThrowsAnyAsync<NpgsqlException>(() =>
            SelectOneAsync(Without(Server.ConnectionString, host: null, password: null)));

        // Npgsql gives up only because the server asked for SCRAM: a server that trusted us would have let us in.
        Assert.Contains("SCRAM", failure.Message, StringComparison.OrdinalIgnoreCase);
    }

    [PostgresInstalledFact]
    public async Task Connect_TcpWithWrongPassword_RefusedByServer()
    {
        var failure = await Assert.ThrowsAsync<PostgresException>(() =>
            SelectOneAsync(Without(Server.ConnectionString, host: null, password: "not-the-password")));

        Assert.Equal(PostgresErrorCodes.InvalidPassword, failure.SqlState);
    }

    [PostgresInstalledFact]
    public async Task Connect_SocketWithWrongOrNoPassword_Refused()
    {
        var wrong = await Assert.ThrowsAsync<PostgresException>(() =>
            SelectOneAsync(Without(Server.ConnectionString, SocketDirectory, "not-the-password")));
        var none = await Assert.ThrowsAnyAsync<NpgsqlException>(() =>
            SelectOneAsync(Without(Server.ConnectionString, SocketDirectory, password: null)));

        Assert.Equal(PostgresErrorCodes.InvalidPassword, wrong.SqlState);
        Assert.Contains("SCRAM", none.Message, StringComparison.OrdinalIgnoreCase);
    }

    [PostgresInstalledFact]
    public void StartAsync_Running_NoTrustAndNoPasswordOnAnyCommandLineOrInTheFolder()
    {
        var hba = File.ReadAllLines(Path.Combine(Server.Folder, "data", "pg_hba.conf"))
            .Where(l => !l.TrimStart().StartsWith('#') && l.Trim().Length > 0)
            .ToList();

        Assert.NotEmpty(hba);
        Assert.All(hba, rule => Assert.EndsWith("scram-sha-256", rule.Trim(), StringComparison.Ordinal));
        Assert.Empty(ProcessTable.CommandLinesMentioning(Password));
        Assert.DoesNotContain(Directory.EnumerateFiles(Server.Folder, "*", SearchOption.AllDirectories), f => FileHolds(f, Password));
    }

    [PostgresInstalledFact]
    [SupportedOSPlatform("linux")]
    public void StartAsync_Running_FolderIsItsOwnersAloneAndNamesThisLab()
    {
        Assert.Equal(UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute, File.GetUnixFileMode(Server.Folder));
        Assert.Equal(LabOwner.Current, LabOwner.ReadFrom(Server.Folder));
    }

    private static string Without(string connectionString, string? host, string? password)
    {
        var builder = new NpgsqlConnectionStringBuilder(connectionString) { Password = password, Pooling = false, Timeout = 5 };
        if (host is not null)
        {
            builder.Host = host;
        }

        return builder.ToString();
    }

    private static bool FileHolds(string path, string text)
    {
        try
        {
            return File.ReadAllText(path).Contains(text, StringComparison.Ordinal);
        }
        catch (IOException)
        {
            return false;
        }
    }

    private static async Task<int> SelectOneAsync(string connectionString)
    {
        await using var connection = new NpgsqlConnection(connectionString);
        await connection.OpenAsync();
        await using var command = new NpgsqlCommand("SELECT 1", connection);
        return (int)(await command.ExecuteScalarAsync())!;
    }
}
