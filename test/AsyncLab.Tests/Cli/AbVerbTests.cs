using System.Text.Json;
using AsyncLab.SideBySide;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

/// <summary>The ab verb as a user runs it: a real process, its exit code, its files and its errors.</summary>
[Integration]
public sealed class AbVerbTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-ab-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task Ab_ThisBuildAgainstItself_ReadsEveryRowAndWritesBothFiles()
    {
        var build = Path.GetDirectoryName(typeof(LabBuild).Assembly.Location)!;

        var outcome = await LabProcess.RunAsync("ab", build, "-e", "command-bus", "--profile", "smoke", "--out", directory);

        Assert.True(outcome.ExitCode == 0, outcome.Output + outcome.Error);
        Assert.Contains("AB BA", outcome.Output, StringComparison.Ordinal);
        Assert.Contains("turns-send", outcome.Output, StringComparison.Ordinal);
        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(directory, SideBySideReport.JsonFile)));
        Assert.Equal(6, json.RootElement.GetProperty("rows").GetArrayLength());
        Assert.Equal(2, json.RootElement.GetProperty("units").GetInt32());
        Assert.True(File.Exists(Path.Combine(directory, SideBySideReport.MarkdownFile)));
    }

    [Theory]
    [InlineData("--units", "1")]
    [InlineData("-e", "database")]
    [InlineData("--env-b", "NO_EQUALS_SIGN")]
    [InlineData("--profile", "slow")]
    [InlineData("--threshold", "0")]
    public async Task Ab_BadOption_OneLineErrorAndExitTwo(string option, string value)
    {
        var build = Path.GetDirectoryName(typeof(LabBuild).Assembly.Location)!;

        AssertUsageError(await LabProcess.RunAsync("ab", build, option, value, "--out", directory));
    }

    [Fact]
    public async Task Ab_FolderWithoutABuild_OneLineErrorAndExitTwo()
    {
        var outcome = await LabProcess.RunAsync("ab", directory, "--out", Path.Combine(directory, "out"));

        AssertUsageError(outcome);
        Assert.Contains("holds no build of the lab", outcome.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Ab_NeitherAFolderNorAGitRef_OneLineErrorAndExitTwo()
    {
        var outcome = await LabProcess.RunAsync("ab", "no-such-ref-anywhere", "--out", directory);

        AssertUsageError(outcome);
    }

    private static void AssertUsageError(LabProcess.Outcome outcome)
    {
        Assert.Equal(2, outcome.ExitCode);
        Assert.Single(outcome.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("asynclab: ", outcome.Error, StringComparison.Ordinal);
    }
}
