using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public sealed class LaunchPoolTests
{
    [Fact]
    public void Current_ThisProcess_ReadsItsPoolAndCores()
    {
        ThreadPool.GetMinThreads(out var minWorkers, out var minIo);

        var pool = LaunchPool.Current();

        Assert.Equal(minWorkers, pool.MinWorkers);
        Assert.Equal(minIo, pool.MinIo);
        Assert.Equal(Environment.ProcessorCount, pool.Cores);
    }

    [Fact]
    public void Note_APool_StatesItsMinimumMaximumAndCores()
    {
        var note = new LaunchPool(4, 2, 32_767, 16).Note();

        Assert.Equal("Thread pool at the start of each launch: min 4 workers (2 IO), max 32,767 workers, 16 cores.", note);
    }

    [Fact]
    public void Merge_NoLaunchStatedAPool_Null()
    {
        Assert.Null(LaunchPool.Merge([(0, null), (1, null)]));
    }

    [Fact]
    public void Merge_LaunchesAgree_TheirNote()
    {
        var note = new LaunchPool(2, 2, 32_767, 2).Note();

        Assert.Equal(note, LaunchPool.Merge([(0, note), (1, note), (2, null)]));
    }

    [Fact]
    public void Merge_LaunchesDisagree_EachLaunchNamedOneBased()
    {
        var merged = LaunchPool.Merge([(0, new LaunchPool(2, 2, 100, 2).Note()), (1, new LaunchPool(1, 2, 100, 2).Note())]);

        Assert.Equal("Thread pools differed between launches: launch 1: min 2 workers (2 IO), max 100 workers, 2 cores; " +
            "launch 2: min 1 workers (2 IO), max 100 workers, 2 cores.", merged);
    }
}
