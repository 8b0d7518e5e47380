using AsyncLab.Runtimes;

namespace AsyncLab.Tests.Runtimes;

public class RuntimeListTests
{
    [Fact]
    public void Parse_NoList_TheLabsOwnRuntimeAlone()
    {
        var runtimes = RuntimeList.Parse(null);

        Assert.Equal([LabRuntime.Current], runtimes);
        Assert.Equal("net10.0", LabRuntime.Current.Name);
    }

    [Fact]
    public void Parse_FourKnownNames_InTheOrderGivenWithoutRepeats()
    {
        var runtimes = RuntimeList.Parse("net8.0, net9.0,NET10.0,net10.0-runtime-async,net8.0");

        Assert.Equal(["net8.0", "net9.0", "net10.0", "net10.0-runtime-async"], runtimes.Select(r => r.Name));
        Assert.True(runtimes[3].RuntimeAsync);
        Assert.True(runtimes[3].Preview);
        Assert.Equal("net10.0", runtimes[3].TargetFramework);
    }

    [Theory]
    [InlineData("net7.0")]
    [InlineData("net8.0,netcoreapp3.1")]
    public void Parse_UnknownName_UsageErrorNamingItAndTheKnownOnes(string list)
    {
        var error = Assert.Throws<FormatException>(() => RuntimeList.Parse(list));

        Assert.Contains("unknown runtime", error.Message, StringComparison.Ordinal);
        Assert.Contains("net8.0, net9.0, net10.0, net10.0-runtime-async", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', error.Message);
    }

    [Theory]
    [InlineData("")]
    [InlineData(" , ")]
    public void Parse_EmptyList_UsageError(string list)
    {
        var error = Assert.Throws<FormatException>(() => RuntimeList.Parse(list));

        Assert.Contains("at least one runtime", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Environment_RuntimeAsync_TurnsTheRuntimeSwitchOn()
    {
        Assert.Equal("1", LabRuntime.Net10RuntimeAsync.Environment[LabRuntime.RuntimeAsyncVariable]);
        Assert.Empty(LabRuntime.Net8.Environment);
    }
}
