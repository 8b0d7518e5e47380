using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

public sealed class WatchProvidersTests
{
    [Fact]
    public void CaptureCommand_UnknownRuntime_AsksForEverythingBothLiveSessionsDo()
    {
        var command = WatchProviders.CaptureCommand(null);

        // GC, Loader, JIT, Contention, Threading and WaitHandle keywords, verbose; counters each second; task waits.
        Assert.Contains("Microsoft-Windows-DotNETRuntime:0x40000034019:5", command, StringComparison.Ordinal);
        Assert.Contains("System.Runtime:0xffffffffffffffff:4:EventCounterIntervalSec=1", command, StringComparison.Ordinal);
        Assert.Contains("System.Threading.Tasks.TplEventSource:0x2:5", command, StringComparison.Ordinal);
    }

    [Fact]
    public void Capture_Net10_NoTaskWaitFallback()
    {
        Assert.DoesNotContain(WatchProviders.Capture(10), p => p.Name == WatchProviders.TasksProvider);
        Assert.Contains(WatchProviders.Capture(8), p => p.Name == WatchProviders.TasksProvider);
    }

    [Fact]
    public void CaptureCommand_AnyRuntime_AsksForTheSampleProfilerAndTheHostingEvents()
    {
        var command = WatchProviders.CaptureCommand(10);

        Assert.Contains("Microsoft-DotNETCore-SampleProfiler:", command, StringComparison.Ordinal);
        Assert.Contains("Microsoft.AspNetCore.Hosting:", command, StringComparison.Ordinal);
    }

    [Fact]
    public void For_Net10_HostingEventsInTheWaitSession()
    {
        Assert.Contains(WatchProviders.For(10).Waits, p => p.Name == OpenRequests.HostingProvider);
        Assert.DoesNotContain(WatchProviders.For(10).Main, p => p.Name == OpenRequests.HostingProvider);
    }

    [Fact]
    public void ContentionOnly_AnyRuntime_TheContentionKeywordAloneAtInformational()
    {
        var provider = Assert.Single(WatchProviders.ContentionOnly);

        Assert.Equal((WatchProviders.RuntimeProvider, 0x4000L, System.Diagnostics.Tracing.EventLevel.Informational),
            (provider.Name, provider.Keywords, provider.EventLevel));
    }
}
