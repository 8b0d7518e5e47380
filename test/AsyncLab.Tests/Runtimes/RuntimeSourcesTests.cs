using AsyncLab.Runtimes;

namespace AsyncLab.Tests.Runtimes;

public sealed class RuntimeSourcesTests : IDisposable
{
    private readonly string root = Directory.CreateTempSubdirectory("asynclab-sources-").FullName;

    public RuntimeSourcesTests()
    {
        Directory.CreateDirectory(Path.Combine(root, "src", "AsyncLab", "Cli"));
        Directory.CreateDirectory(Path.Combine(root, "src", "AsyncLab", "obj"));
        File.WriteAllText(Path.Combine(root, "global.json"), "{}");
        File.WriteAllText(Path.Combine(root, RuntimeSources.ProjectPath), "<Project />");
        File.WriteAllText(Path.Combine(root, "src", "AsyncLab", "Cli", "RunVerb.cs"), "class RunVerb {}");
    }

    public void Dispose() => Directory.Delete(root, recursive: true);

    [Fact]
    public void Locate_FromAFolderBelowTheClone_FindsItsRoot()
    {
        var below = Path.Combine(root, "src", "AsyncLab", "Cli");

        var sources = RuntimeSources.Locate(below);

        Assert.NotNull(sources);
        Assert.Equal(new DirectoryInfo(root).FullName, sources.Root);
    }

    [Fact]
    public void Locate_OutsideAnyClone_Null()
    {
        Assert.Null(RuntimeSources.Locate(Path.GetTempPath()));
    }

    [Fact]
    public void FingerprintOf_ASourceFileEdited_Changes()
    {
        var before = RuntimeSources.FingerprintOf(root);

        File.WriteAllText(Path.Combine(root, "src", "AsyncLab", "Cli", "RunVerb.cs"), "class RunVerb { }");

        Assert.NotEqual(before, RuntimeSources.FingerprintOf(root));
    }

    [Fact]
    public void FingerprintOf_BuildOutputWritten_Unchanged()
    {
        var before = RuntimeSources.FingerprintOf(root);

        File.WriteAllText(Path.Combine(root, "src", "AsyncLab", "obj", "Generated.cs"), "class Generated {}");

        Assert.Equal(before, RuntimeSources.FingerprintOf(root));
    }
}
