using AsyncLab.Data.Databases;
using AsyncLab.Data.Seeding;

namespace AsyncLab.Tests.Data.Databases;

public class SqliteDatabaseFileTests
{
    [Fact]
    public async Task Dispose_AfterSeedingAndQueries_DeletesTheFileAndItsWal()
    {
        var file = SqliteDatabaseFile.Create();
        await OrderSeeder.SeedAsync(file.Target, new SeedPlan(200, 2));

        file.Dispose();

        Assert.False(File.Exists(file.Path));
        Assert.False(File.Exists(file.Path + "-wal"));
        Assert.False(File.Exists(file.Path + "-shm"));
    }

    [Fact]
    public async Task CreateSqliteAsync_ThenDispose_RemovesTheFile()
    {
        var database = await OrderDatabase.CreateSqliteAsync(new SeedPlan(100, 2));
        var path = new Microsoft.Data.Sqlite.SqliteConnectionStringBuilder(database.Target.ConnectionString).DataSource;
        Assert.True(File.Exists(path));

        await database.DisposeAsync();

        Assert.False(File.Exists(path));
    }
}
