using AsyncLab.Scan;

namespace AsyncLab.Tests.Scan;

public sealed class ScanCompilerServerTests
{
    [Fact]
    public void Servers_ThisMachinesSdk_FindsItsCompilerServer()
    {
        Assert.Contains(ScanCompilerServer.Servers(), s => Path.GetFileName(s) == "VBCSCompiler.dll");
    }

    [Fact]
    public void BuildArguments_NewPipe_SharesOneCompilerOnAPipeOfItsOwnAndKeepsNoNode()
    {
        var pipe = ScanCompilerServer.NewPipeName();

        Assert.NotEqual(pipe, ScanCompilerServer.NewPipeName());
        Assert.Equal(["-nodeReuse:false", "-p:UseSharedCompilation=true", "-p:SharedCompilationId=" + pipe],
            ScanCompilerServer.BuildArguments(pipe));
    }
}
