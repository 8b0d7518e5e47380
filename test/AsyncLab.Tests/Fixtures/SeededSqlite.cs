using AsyncLab.Data.Databases;

namespace AsyncLab.Tests.Fixtures;

public sealed class SeededSqlite : SeededDatabase
{
    protected override async Task<OrderDatabase?> CreateAsync() => await OrderDatabase.CreateSqliteAsync(Plan);
}
