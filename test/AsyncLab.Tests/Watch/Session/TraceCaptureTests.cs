using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

public sealed class TraceCaptureTests
{
    [Fact]
    public void Signals_WaitEventsArrived_ContentionTakenAsAskedWithThem()
    {
        var signals = TraceCapture.Signals(WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents);

        Assert.Equal(WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents | WatchSignals.Contention, signals);
    }

    [Fact]
    public void Signals_OnlyCountersArrived_NothingElseAssumed()
    {
        Assert.Equal(WatchSignals.Counters, TraceCapture.Signals(WatchSignals.Counters));
    }

    [Fact]
    public void Judge_FileThatIsNotACapture_OneLineAttachError()
    {
        var path = Path.GetTempFileName();
        try
        {
            File.WriteAllText(path, "not a trace");

            var error = Assert.Throws<WatchAttachException>(() => TraceCapture.Judge(path, TimeSpan.Zero));

            Assert.Contains("not a readable .nettrace", error.Message, StringComparison.Ordinal);
            Assert.DoesNotContain('\n', error.Message);
        }
        finally
        {
            File.Delete(path);
        }
    }
}
