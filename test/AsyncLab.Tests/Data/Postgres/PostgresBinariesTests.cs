using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Data.Postgres;

public sealed class PostgresBinariesTests : IDisposable
{
    private readonly string root = Directory.CreateTempSubdirectory("asynclab-binaries-").FullName;

    [Fact]
    public void Locate_NothingInstalled_ReturnsNull() =>
        Assert.Null(PostgresBinaries.Locate(Folder("empty-path"), Path.Combine(root, "no-debian-root")));

    [Fact]
    public void Locate_LinkOnPath_ResolvesToTheFolderHoldingPostgres()
    {
        var real = Tools(Path.Combine("usr-lib", "15", "bin"));
        var onPath = Folder("local-bin");
        File.CreateSymbolicLink(Path.Combine(onPath, "initdb"), Path.Combine(real, "initdb"));

        var found = PostgresBinaries.Locate(onPath, Path.Combine(root, "no-debian-root"));

        Assert.Equal(real, found?.Directory);
    }

    [Fact]
    public void Locate_SeveralDebianVersions_PicksTheNewest()
    {
        Tools(Path.Combine("debian", "9.6", "bin"));
        var newest = Tools(Path.Combine("debian", "16", "bin"));
        Tools(Path.Combine("debian", "15", "bin"));

        var found = PostgresBinaries.Locate("", Path.Combine(root, "debian"));

        Assert.Equal(newest, found?.Directory);
    }

    [Fact]
    public void Locate_IncompleteFolder_IsSkipped()
    {
        var incomplete = Folder("incomplete");
        File.WriteAllText(Path.Combine(incomplete, "initdb"), "");

        Assert.Null(PostgresBinaries.Locate(incomplete, Path.Combine(root, "no-debian-root")));
    }

    public void Dispose() => Directory.Delete(root, recursive: true);

    private string Folder(string relative) => Directory.CreateDirectory(Path.Combine(root, relative)).FullName;

    private string Tools(string relative)
    {
        var folder = Folder(relative);
        foreach (var tool in new[] { "initdb", "pg_ctl", "postgres" })
        {
            File.WriteAllText(Path.Combine(folder, tool), "");
        }

        return folder;
    }
}
