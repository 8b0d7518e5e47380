using AsyncLab.Cli;

namespace AsyncLab.Tests.Cli;

public sealed class OutputDirectoryTests : IDisposable
{
    private readonly string root = Directory.CreateTempSubdirectory("asynclab-out-").FullName;

    public void Dispose() => Directory.Delete(root, recursive: true);

    [Fact]
    public void Dispose_NothingWritten_RemovesEveryFolderItMade()
    {
        var made = Path.Combine(root, "results", "watch-1");

        using (var folder = OutputDirectory.Prepare(made, DateTimeOffset.UtcNow))
        {
            Assert.True(Directory.Exists(folder.Path));
        }

        Assert.False(Directory.Exists(Path.Combine(root, "results")));
        Assert.True(Directory.Exists(root));
    }

    [Fact]
    public void Dispose_AFileWritten_KeepsTheFolder()
    {
        var made = Path.Combine(root, "run");

        using (var folder = OutputDirectory.Prepare(made, DateTimeOffset.UtcNow))
        {
            File.WriteAllText(Path.Combine(folder.Path, "results.json"), "{}");
        }

        Assert.True(File.Exists(Path.Combine(made, "results.json")));
    }

    [Fact]
    public void Dispose_FolderThatWasThere_KeptEvenEmpty()
    {
        var there = Directory.CreateDirectory(Path.Combine(root, "mine")).FullName;

        OutputDirectory.Prepare(there, DateTimeOffset.UtcNow).Dispose();

        Assert.True(Directory.Exists(there));
    }

    [Fact]
    public void Dispose_ParentThatWasThere_KeptWhenItsNewChildGoes()
    {
        var parent = Directory.CreateDirectory(Path.Combine(root, "results")).FullName;

        OutputDirectory.Prepare(Path.Combine(parent, "watch-1"), DateTimeOffset.UtcNow).Dispose();

        Assert.True(Directory.Exists(parent));
        Assert.False(Directory.Exists(Path.Combine(parent, "watch-1")));
    }
}
