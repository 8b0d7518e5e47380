using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public sealed class RunEnvironmentTests
{
    [Fact]
    public void RuntimeSettingsOf_JitAndSdkVariables_KeepsOnlyTheRuntimes()
    {
        var settings = RunEnvironment.RuntimeSettingsOf(new Dictionary<string, string>
        {
            ["DOTNET_TieredPGO"] = "0",
            ["COMPlus_TC_QuickJitForLoops"] = "1",
            ["DOTNET_gcServer"] = "1",
            ["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1",
            ["DOTNET_NOLOGO"] = "1",
            ["DOTNET_ROOT"] = "/usr/share/dotnet",
            ["DOTNET_GENERATE_ASPNET_CERTIFICATE"] = "false",
            ["PATH"] = "/usr/bin",
        });

        Assert.Equal(["COMPlus_TC_QuickJitForLoops", "DOTNET_TieredPGO", "DOTNET_gcServer"], settings.Keys.Order(StringComparer.Ordinal));
    }

    [Fact]
    public void Describe_ThisProcess_RecordsItsRuntimeSettings()
    {
        var run = RunEnvironment.Describe("run", Profile.Smoke, DateTimeOffset.UnixEpoch);

        Assert.NotNull(run.RuntimeSettings);
        Assert.DoesNotContain(run.RuntimeSettings.Keys, k => k.StartsWith("DOTNET_CLI_", StringComparison.OrdinalIgnoreCase));
    }
}
