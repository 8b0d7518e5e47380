using AsyncLab.Scenarios.WhenAllVsForEachAsync;

namespace AsyncLab.Tests.Scenarios.WhenAllVsForEachAsync;

public class ConcurrencyProbeTests
{
    [Fact]
    public void Enter_ThreeTimesThenExitThrice_PeakThreeAndNothingInFlight()
    {
        var probe = new ConcurrencyProbe();

        probe.Enter();
        probe.Enter();
        probe.Exit();
        probe.Enter();
        probe.Enter();
        probe.Exit();
        probe.Exit();
        probe.Exit();

        Assert.Equal(3, probe.Peak);
        Assert.Equal(0, probe.InFlight);
        Assert.Equal(1, probe.ThreadsUsed);
    }

    [Fact]
    public void Enter_FromThreeThreads_CountsThreeThreads()
    {
        var probe = new ConcurrencyProbe();
        var threads = Enumerable.Range(0, 3).Select(_ => new Thread(() =>
        {
            probe.Enter();
            probe.Exit();
        })).ToList();

        threads.ForEach(t => t.Start());
        threads.ForEach(t => t.Join());

        Assert.Equal(3, probe.ThreadsUsed);
    }

    [Fact]
    public async Task Around_WhenAllOverGatedItems_EveryItemInFlightOnTheCaller()
    {
        var probe = new ConcurrencyProbe();
        var gates = Enumerable.Range(0, 5).Select(_ => new TaskCompletionSource()).ToArray();

        var all = FanOut.WhenAllAsync(gates.Length, probe.Around((i, _) => new ValueTask(gates[i].Task)));

        Assert.Equal(5, probe.InFlight);
        Assert.Equal(5, probe.Peak);
        Assert.Equal(1, probe.ThreadsUsed);
        Assert.False(all.IsCompleted);
        foreach (var gate in gates)
        {
            gate.SetResult();
        }

        await all.WaitAsync(TimeSpan.FromSeconds(30));
        Assert.Equal(0, probe.InFlight);
        Assert.Equal(5, probe.Peak);
    }

    [Fact]
    public async Task Around_WhenAllOverSynchronousItems_NeverMoreThanOneInFlight()
    {
        var probe = new ConcurrencyProbe();

        await FanOut.WhenAllAsync(50, probe.Around(SimulatedWork.Cpu(100)));

        Assert.Equal(1, probe.Peak);
        Assert.Equal(1, probe.ThreadsUsed);
    }
}
