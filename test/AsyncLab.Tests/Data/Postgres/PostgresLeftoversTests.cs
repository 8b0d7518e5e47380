using System.Diagnostics;
using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Data.Postgres;

/// <summary>Which folders a sweep takes: only those whose owner record names a lab that is not running.</summary>
public sealed class PostgresLeftoversTests : IDisposable
{
    private readonly string root = Directory.CreateTempSubdirectory("asynclab-sweep-").FullName;

    public void Dispose() => Directory.Delete(root, recursive: true);

    [Fact]
    public async Task SweepAsync_FolderOfLabThatIsGone_Removed()
    {
        var left = Folder("asynclab-pg-left", DeadLab());

        var sweep = await PostgresLeftovers.SweepAsync(root);

        Assert.False(Directory.Exists(left));
        var swept = Assert.Single(sweep.Folders);
        Assert.Equal(left, swept.Folder);
        Assert.True(swept.Removed);
        Assert.False(swept.ServerStopped);
        Assert.Contains(left, sweep.Summary, StringComparison.Ordinal);
    }

    [Fact]
    public async Task SweepAsync_FolderOfRunningLab_LeftAlone()
    {
        var mine = Folder("asynclab-pg-mine", LabOwner.Current);

        var sweep = await PostgresLeftovers.SweepAsync(root);

        Assert.True(Directory.Exists(mine));
        Assert.Empty(sweep.Folders);
        Assert.Null(sweep.Summary);
    }

    [Fact]
    public async Task SweepAsync_PidReusedByAnotherProcess_Removed()
    {
        var reused = Folder("asynclab-pg-reused", LabOwner.Current with { StartTicks = LabOwner.Current.StartTicks + 1 });

        await PostgresLeftovers.SweepAsync(root);

        Assert.False(Directory.Exists(reused));
    }

    [Fact]
    public async Task SweepAsync_NoOwnerRecordOrAnotherName_LeftAlone()
    {
        // No record: a lab creating its folder this very moment, or one made by a lab version that writes no record.
        var unrecorded = Folder("asynclab-pg-new", owner: null);
        var other = Folder("asynclab-orders-x", DeadLab());

        var sweep = await PostgresLeftovers.SweepAsync(root);

        Assert.True(Directory.Exists(unrecorded));
        Assert.True(Directory.Exists(other));
        Assert.Empty(sweep.Folders);
    }

    private static LabOwner DeadLab()
    {
        using var process = Process.Start(new ProcessStartInfo("true") { UseShellExecute = false })!;
        process.WaitForExit();
        return new LabOwner(process.Id, 1);
    }

    private string Folder(string name, LabOwner? owner)
    {
        var folder = Directory.CreateDirectory(Path.Combine(root, name)).FullName;
        Directory.CreateDirectory(Path.Combine(folder, "data"));
        File.WriteAllText(Path.Combine(folder, "data", "PG_VERSION"), "15\n");
        owner?.WriteTo(folder);
        return folder;
    }
}
