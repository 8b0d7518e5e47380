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
    public void For_Net10_StacklessWaitSessionWithTheWaitsAndLockEntriesOnly()
    {
        var providers = WatchProviders.For(10);

        Assert.True(providers.Stackless);
        var waits = Assert.Single(providers.Waits);
        Assert.Equal(WatchProviders.WaitHandleKeyword | WatchProviders.ContentionKeyword, waits.Keywords);
        Assert.DoesNotContain(providers.Main, p => p.Name == OpenRequests.HostingProvider);
    }

    [Fact]
    public void For_Net8_StacksAsTheRuntimeWalksThemAlways()
    {
        // .NET 8 refuses a session that asks for no stacks.
        Assert.False(WatchProviders.For(8).Stackless);
        Assert.False(WatchProviders.For(null).Stackless);
    }

    [Fact]
    public void Providers_StackWindow_NamesMethodsLinesAndRequests()
    {
        var runtime = Assert.Single(WaitStackWindow.Providers, p => p.Name == WatchProviders.RuntimeProvider);

        Assert.Equal(WatchProviders.MethodKeywords, runtime.Keywords & WatchProviders.MethodKeywords);
        Assert.Contains(WaitStackWindow.Providers, p => p.Name == OpenRequests.HostingProvider);
    }
}
