using AsyncLab.Children;


namespace AsyncLab.Tests.Children;

public class LabExecutableTests
{
    private const string Dll = "/opt/lab/AsyncLab.dll";

    [Fact]
    public void Host_InThisProcess_AnExistingDotnetHost()
    {
        var host = LabExecutable.Host();

        Assert.True(File.Exists(host), $"{host} does not exist");
        Assert.Equal("dotnet", Path.GetFileNameWithoutExtension(host));
    }

    [Fact]
    public void Assembly_TheLabsOwnAssemblyOnDisk()
    {
        Assert.Equal("AsyncLab.dll", Path.GetFileName(LabExecutable.Assembly));
        Assert.True(File.Exists(LabExecutable.Assembly));
    }

    [Theory]
    [InlineData("/opt/lab/AsyncLab")]
    [InlineData("/home/u/.dotnet/tools/asynclab")]
    public void SelfFrom_LabsOwnExecutable_StartsItselfWithoutHostOrAssembly(string apphost)
    {
        var launch = LabExecutable.SelfFrom(apphost, labIsEntry: true, () => throw new InvalidOperationException("no host needed"), Dll);

        Assert.Equal(apphost, launch.FileName);
        Assert.Empty(launch.LeadingArguments);
    }

    [Fact]
    public void SelfFrom_DotnetHostRunsTheLab_HostWithTheAssembly()
    {
        var dotnet = Path.Combine("usr", "share", "dotnet", OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet");
        var launch = LabExecutable.SelfFrom(dotnet, labIsEntry: true, () => "/found/dotnet", Dll);

        Assert.Equal("/found/dotnet", launch.FileName);
        Assert.Equal([Dll], launch.LeadingArguments);
    }

    [Fact]
    public void SelfFrom_AnotherEntryAssembly_HostWithTheAssembly()
    {
        // A test host's executable is not the lab's: started with the lab's arguments it would run tests, not serve.
        var launch = LabExecutable.SelfFrom("/repo/artifacts/bin/testhost", labIsEntry: false, () => "/found/dotnet", Dll);

        Assert.Equal("/found/dotnet", launch.FileName);
        Assert.Equal([Dll], launch.LeadingArguments);
    }

    [Fact]
    public void SelfFrom_UnknownProcessPath_HostWithTheAssembly()
    {
        var launch = LabExecutable.SelfFrom(null, labIsEntry: true, () => "/found/dotnet", Dll);

        Assert.Equal("/found/dotnet", launch.FileName);
        Assert.Equal([Dll], launch.LeadingArguments);
    }

    [Fact]
    public void StartInfo_LeadingArgumentsFirst()
    {
        var start = new LabLaunch("/found/dotnet", [Dll]).StartInfo(["serve", "--port", "0"]);

        Assert.Equal("/found/dotnet", start.FileName);
        Assert.Equal([Dll, "serve", "--port", "0"], start.ArgumentList);
        Assert.True(start.RedirectStandardOutput && start.RedirectStandardError && start.RedirectStandardInput);
        Assert.False(start.UseShellExecute);
    }

    [Fact]
    public void Self_InATestHost_StartsTheAssemblyThroughAHost()
    {
        var launch = LabExecutable.Self();

        Assert.Equal([LabExecutable.Assembly], launch.LeadingArguments);
    }
}
