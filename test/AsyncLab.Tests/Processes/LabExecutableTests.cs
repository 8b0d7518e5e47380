using AsyncLab.Processes;

namespace AsyncLab.Tests.Processes;

public class LabExecutableTests
{
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
}
