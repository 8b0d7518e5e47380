using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using static AsyncLab.Tests.Watch.Detectors.EventSequence;

namespace AsyncLab.Tests.Watch.Detectors;

public sealed class StarvationDetectorTests
{
    [Fact]
    public void Judge_ThreeStarvationInjections_Found()
    {
        var events = Enumerable.Range(1, 3).Select(i => new PoolAdjusted(S(i), 4 + i, PoolAdjustmentReason.Starvation))
            .Concat(Enumerable.Range(1, 3).SelectMany(i => Counters(i, 4 + i, 0, 5)));

        var verdict = Judge(new StarvationDetector(), events);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(3, verdict.Figures["starvation_injections"]);
        Assert.StartsWith("the pool added a thread for starvation 3 time(s)", verdict.Evidence[0], StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_TwoStarvationInjectionsAndAnEmptyQueue_NotSeen()
    {
        var events = Enumerable.Range(1, 2).Select(i => new PoolAdjusted(S(i), 4 + i, PoolAdjustmentReason.Starvation))
            .Concat(Enumerable.Range(1, 5).SelectMany(i => Counters(i, 6, 0, 5)));

        Assert.Equal(Finding.NotSeen, Judge(new StarvationDetector(), events).Finding);
    }

    [Fact]
    public void Judge_QueueStalledWhileThreadsClimb_FoundWithTheStallFirst()
    {
        // The documented sign: the queue never empties while the thread count climbs a couple a second, CPU low.
        var events = Enumerable.Range(1, 5).SelectMany(i => Counters(i, 10 + (2 * i), 150, 2));

        var verdict = Judge(new StarvationDetector(), events);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(5, verdict.Figures["longest_stall_samples"]);
        Assert.Equal(8, verdict.Figures["threads_added_in_stall"]);
        Assert.StartsWith("longest stretch with work queued: 5 samples", verdict.Evidence[0], StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_QueueBehindBusyCpusWithoutThreadGrowth_NotSeen()
    {
        var events = Enumerable.Range(1, 8).SelectMany(i => Counters(i, 4, 70, 98));

        Assert.Equal(Finding.NotSeen, Judge(new StarvationDetector(), events).Finding);
    }

    [Fact]
    public void Judge_QueueEmptiesBetweenStretches_LongestStretchCounts()
    {
        var events = new[] { (12.0, 5.0), (14, 5), (16, 0), (18, 5), (20, 5), (22, 0) }
            .SelectMany((s, i) => Counters(i + 1, s.Item1, s.Item2, 5));

        var verdict = Judge(new StarvationDetector(), events);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(2, verdict.Figures["longest_stall_samples"]);
    }

    [Fact]
    public void Judge_NoCounters_CannotTellNamingTheCounters()
    {
        var verdict = Judge(new StarvationDetector(), [], elapsedSeconds: 0.5);

        Assert.Equal(Finding.CannotTell, verdict.Finding);
        Assert.Contains("System.Runtime counters", verdict.Missing, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_Found_NamesTheExperimentThatMeasuresIt()
    {
        var events = Enumerable.Range(1, 3).Select(i => new PoolAdjusted(S(i), 4 + i, PoolAdjustmentReason.Starvation));

        var verdict = Judge(new StarvationDetector(), events);

        Assert.Contains("web-throughput.sync-over-async-starves", verdict.Experiment, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_ThreeInjectionsInTheWarmUp_NotSeen()
    {
        // A pool growing to its start-up load injects threads for starvation; the warm-up is there for it.
        var events = Enumerable.Range(1, 3).Select(i => new PoolAdjusted(S(i * 0.5), 4 + i, PoolAdjustmentReason.Starvation))
            .Concat(Enumerable.Range(1, 8).SelectMany(i => Counters(i, 7, 0, 5)));

        var verdict = Judge(new StarvationDetector(), events, warmUpSeconds: 3);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal((0.0, 3.0), (verdict.Figures["starvation_injections"], verdict.Figures["starvation_injections_in_warm_up"]));
    }

    [Fact]
    public void Judge_ThreeInjectionsInThreeWindows_NotSeen()
    {
        // A whole-watch total would find these; a rate in five-second windows does not.
        var events = new[] { 1.0, 7, 13 }.Select((at, i) => new PoolAdjusted(S(at), 5 + i, PoolAdjustmentReason.Starvation))
            .Concat(Enumerable.Range(1, 14).SelectMany(i => Counters(i, 7, 0, 5)));

        var verdict = Judge(new StarvationDetector(), events, elapsedSeconds: 15);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(1, verdict.Figures["window_injections_max"]);
    }

    [Fact]
    public void Judge_QueueThatNeverEmptiesAtACappedPoolWithCpuToSpare_FoundWithTheStretchFirst()
    {
        // A pool at its maximum injects no thread, and its count stands still: the queue that never empties is the sign.
        var events = Enumerable.Range(1, 6).SelectMany(i => Counters(i, 16, 150 + i, 3));

        var verdict = Judge(new StarvationDetector(), events);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(6, verdict.Figures["longest_stall_samples"]);
        Assert.StartsWith("longest stretch with work queued: 6 samples, 0 thread(s) added meanwhile, CPU 3 %", verdict.Evidence[0],
            StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_QueueThatNeverEmptiesWithBusyCpus_NotSeen()
    {
        var events = Enumerable.Range(1, 8).SelectMany(i => Counters(i, 16, 150, StarvationDetector.CpuRoomPercent + 5));

        Assert.Equal(Finding.NotSeen, Judge(new StarvationDetector(), events).Finding);
    }

    [Fact]
    public void Judge_QueueStalledWhileThreadsClimbWithBusyCpus_NotSeen()
    {
        var events = Enumerable.Range(1, 5).SelectMany(i => Counters(i, 10 + (2 * i), 5, StarvationDetector.CpuRoomPercent + 5));

        Assert.Equal(Finding.NotSeen, Judge(new StarvationDetector(), events).Finding);
    }

    [Fact]
    public void Judge_WatchEndedInTheWarmUp_CannotTell()
    {
        var events = Enumerable.Range(1, 5).Select(i => new PoolAdjusted(S(i * 0.2), 4 + i, PoolAdjustmentReason.Starvation));

        var verdict = Judge(new StarvationDetector(), events, elapsedSeconds: 2, warmUpSeconds: 3);

        Assert.Equal(Finding.CannotTell, verdict.Finding);
        Assert.Contains("warm-up (--since)", verdict.Missing, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_SampledStacksInRequests_StacksCarryTheRoutesAndTheEvidenceNamesTheTopOne()
    {
        var sleep = new SampledStack(["System.Private.CoreLib!System.Threading.Thread.Sleep(int32)", "App!Endpoints.Base"], 900, 12)
        {
            Routes = [new RouteCount("GET /base", 850)],
        };
        var events = Enumerable.Range(1, 3).Select(i => (WatchEvent)new PoolAdjusted(S(i), 4 + i, PoolAdjustmentReason.Starvation))
            .Append(new StacksSampled(S(4), S(1), 900, [sleep]));

        var verdict = Judge(new StarvationDetector(), events);

        Assert.Equal([new RouteCount("GET /base", 850)], verdict.Stacks[0].Routes);
        Assert.True(verdict.Stacks[0].Sampled);
        Assert.Contains(verdict.Evidence, line => line.StartsWith("pool threads sampled", StringComparison.Ordinal)
            && line.EndsWith("App!Endpoints.Base, in GET /base (850 of 900)", StringComparison.Ordinal));
    }
}
