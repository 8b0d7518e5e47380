using AsyncLab.Watch;

namespace AsyncLab.Tests.Watch;

public sealed class WatchRequestTests
{
    [Fact]
    public void CapturePathFor_Pid_ThePathItself()
    {
        var request = new WatchRequest(42, [], null) { SaveTrace = "/tmp/capture.nettrace" };

        Assert.Equal("/tmp/capture.nettrace", request.CapturePathFor(42));
    }

    [Fact]
    public void CapturePathFor_Command_OneFilePerProcess()
    {
        var request = new WatchRequest(null, ["dotnet", "test"], null) { SaveTrace = "/tmp/capture.nettrace" };

        Assert.Equal(("/tmp/capture.7.nettrace", "/tmp/capture.8.nettrace"), (request.CapturePathFor(7), request.CapturePathFor(8)));
    }

    [Fact]
    public void CapturePathFor_NoSaveTrace_Null()
    {
        Assert.Null(new WatchRequest(42, [], null).CapturePathFor(42));
    }
}
