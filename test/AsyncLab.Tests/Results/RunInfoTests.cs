using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Results;

public sealed class RunInfoTests
{
    [Theory]
    [InlineData(null, "not recorded")]
    [InlineData("", "the runtime's defaults")]
    [InlineData("DOTNET_TieredPGO=0;DOTNET_ReadyToRun=0", "DOTNET_ReadyToRun=0, DOTNET_TieredPGO=0")]
    public void RuntimeSettingsText_Settings_OneLineForTheReport(string? settings, string expected)
    {
        var run = RunEnvironment.Describe("run", Profile.Smoke, DateTimeOffset.UnixEpoch) with
        {
            RuntimeSettings = settings?.Split(';', StringSplitOptions.RemoveEmptyEntries).Select(s => s.Split('='))
                .ToDictionary(p => p[0], p => p[1]),
        };

        Assert.Equal(expected, run.RuntimeSettingsText);
    }
}
