using AsyncLab.Runtimes;

namespace AsyncLab.Tests.Runtimes;

public class RuntimeBuildTests
{
    private static readonly RuntimeSources Sources = RuntimeSources.Locate()!;

    [Fact]
    public void PublishArguments_Net8_SelfContainedForThatFrameworkWithoutRuntimeAsync()
    {
        var args = new RuntimeBuild(Sources).PublishArguments(LabRuntime.Net8, "/tmp/out");

        Assert.Contains("--self-contained", args);
        Assert.Contains("-p:LabTargetFramework=net8.0", args);
        Assert.Contains(RuntimeBuild.RuntimeIdentifier, args);
        Assert.DoesNotContain("-p:LabRuntimeAsync=true", args);
    }

    [Fact]
    public void PublishArguments_RuntimeAsync_Net10WithTheCompilerFeature()
    {
        var args = new RuntimeBuild(Sources).PublishArguments(LabRuntime.Net10RuntimeAsync, "/tmp/out");

        Assert.Contains("-p:LabTargetFramework=net10.0", args);
        Assert.Contains("-p:LabRuntimeAsync=true", args);
    }

    [Fact]
    public void ExecutablePath_PerRuntimeAndSources_UnderArtifacts()
    {
        var build = new RuntimeBuild(Sources);

        var path = build.ExecutablePath(LabRuntime.Net9);

        Assert.StartsWith(Path.Combine(Sources.Root, "artifacts", "runtimes", "net9.0", Sources.Fingerprint), path,
            StringComparison.Ordinal);
        Assert.NotEqual(path, build.ExecutablePath(LabRuntime.Net8));
    }

    [Fact]
    public void FirstError_RestoreFailure_TheErrorWithoutTheProjectPath()
    {
        string[] output =
        [
            "  Determining projects to restore...",
            "/src/AsyncLab/AsyncLab.csproj : error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with " +
                "version (= 7.0.20) [/src/AsyncLab/AsyncLab.csproj]",
            "/src/AsyncLab/AsyncLab.csproj : error NU1101: something else",
        ];

        var error = RuntimeBuild.FirstError(output, 1);

        Assert.Equal(
            "/src/AsyncLab/AsyncLab.csproj : error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with " +
                "version (= 7.0.20)",
            error);
    }

    [Fact]
    public void FirstError_NoErrorLine_TheExitCode()
    {
        Assert.Equal("dotnet publish exited with 137", RuntimeBuild.FirstError(["Killed"], 137));
    }

    [Fact]
    public void NotServedProblem_RestoreFoundNoPacks_OneLineNamingTheRuntimeAndThoseThatBuilt()
    {
        RuntimeBuildOutcome[] outcomes =
        [
            new(LabRuntime.Net8, null, false,
                "building the lab for net8.0 failed: error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 " +
                    "with version (= 8.0.31)",
                4),
            new(LabRuntime.Net9, "/x/AsyncLab", false, null, 60),
        ];

        var problem = RuntimeBuildOutcome.NotServedProblem(outcomes);

        Assert.NotNull(problem);
        Assert.StartsWith("the package source does not serve the runtime packs of net8.0 (", problem, StringComparison.Ordinal);
        Assert.EndsWith("runtimes that build here: net10.0, net9.0", problem, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', problem);
    }

    [Fact]
    public void NotServedProblem_CompileError_NoneSoTheRuntimeFailsInTheRun()
    {
        RuntimeBuildOutcome[] outcomes = [new(LabRuntime.Net8, null, false, "building the lab for net8.0 failed: error CS0246: Lock", 30)];

        Assert.Null(RuntimeBuildOutcome.NotServedProblem(outcomes));
    }
}
