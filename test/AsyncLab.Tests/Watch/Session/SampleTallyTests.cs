using AsyncLab.Watch.Events;
using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

public sealed class SampleTallyTests
{
    private static readonly string[] Sleep = ["System.Private.CoreLib!System.Threading.Thread.Sleep(int32)", "App!Endpoints.Base"];

    [Fact]
    public void Sampled_SamplesOnSeveralThreads_GroupedByStackWithThreadsAndRoutes()
    {
        var tally = new SampleTally();
        tally.Add(1, Sleep, "GET /base");
        tally.Add(1, Sleep, "GET /base");
        tally.Add(2, Sleep, "GET /fair");
        tally.Add(2, ["App!Other.Work"], null);

        var sampled = tally.Sampled(TimeSpan.FromSeconds(3), TimeSpan.FromSeconds(1), _ => true, 5);

        Assert.Equal(4, sampled.Samples);
        Assert.Equal((3, 2), (sampled.Stacks[0].Samples, sampled.Stacks[0].Threads));
        Assert.Equal([new RouteCount("GET /base", 2), new RouteCount("GET /fair", 1)], sampled.Stacks[0].Routes);
        Assert.Empty(sampled.Stacks[1].Routes);
    }

    [Fact]
    public void Sampled_ThreadsNotKept_LeftOutOfStacksAndCount()
    {
        var tally = new SampleTally();
        tally.Add(1, Sleep, null);
        tally.Add(7, Sleep, null);
        tally.Add(7, Sleep, null);

        var sampled = tally.Sampled(TimeSpan.Zero, TimeSpan.FromSeconds(1), thread => thread == 1, 5);

        Assert.Equal(1, sampled.Samples);
        Assert.Equal((1, 1), (sampled.Stacks.Single().Samples, sampled.Stacks.Single().Threads));
    }

    [Fact]
    public void Add_IdleThreadAllInTheRuntimeLibrary_SeenButNoStack()
    {
        var tally = new SampleTally();
        tally.Add(1, ["System.Private.CoreLib!System.Threading.LowLevelLifoSemaphore.Wait(int32,bool)"], null);

        var sampled = tally.Sampled(TimeSpan.Zero, TimeSpan.FromSeconds(1), _ => true, 5);

        Assert.Equal(1, tally.Seen);
        Assert.Empty(sampled.Stacks);
    }
}
