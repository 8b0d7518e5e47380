using AsyncLab.Scenarios.WhenAllVsForEachAsync;

namespace AsyncLab.Tests.Scenarios.WhenAllVsForEachAsync;

/// <summary>
/// Concurrency is observed with items that wait on a gate the test opens, never on time: the test waits until the
/// expected number of items have started, reads the probe, then opens the gate.
/// </summary>
public class FanOutTests
{
    private static readonly TimeSpan Safety = TimeSpan.FromSeconds(30);

    [Fact]
    public async Task ForEachAsync_DefaultOptions_NeverMoreThanProcessorCountInFlight()
    {
        var cores = Environment.ProcessorCount;
        var batch = new GatedBatch(startedToSignal: cores);

        var all = FanOut.ForEachAsync(cores * 3 + 1, batch.Probe.Around(batch.Item));
        await batch.Started.WaitAsync(Safety);
        var inFlightWhileGated = batch.Probe.InFlight;
        batch.Open();
        await all.WaitAsync(Safety);

        Assert.Equal(cores, inFlightWhileGated);
        Assert.Equal(cores, batch.Probe.Peak);
    }

    [Fact]
    public async Task ForEachAsync_DegreeEqualToItemCount_EveryItemInFlight()
    {
        const int Items = 8;
        var batch = new GatedBatch(startedToSignal: Items);

        var all = FanOut.ForEachAsync(Items, Items, batch.Probe.Around(batch.Item));
        await batch.Started.WaitAsync(Safety);
        var inFlightWhileGated = batch.Probe.InFlight;
        batch.Open();
        await all.WaitAsync(Safety);

        Assert.Equal(Items, inFlightWhileGated);
        Assert.Equal(Items, batch.Probe.Peak);
    }

    [Fact]
    public async Task WhenAllOverTaskRunAsync_GatedItems_EveryItemInFlight()
    {
        const int Items = 6;
        var batch = new GatedBatch(startedToSignal: Items);

        var all = FanOut.WhenAllOverTaskRunAsync(Items, batch.Probe.Around(batch.Item));
        await batch.Started.WaitAsync(Safety);
        batch.Open();
        await all.WaitAsync(Safety);

        Assert.Equal(Items, batch.Probe.Peak);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-3)]
    public void WhenAllAsync_NoItems_ThrowsWithTheCountInTheMessage(int count)
    {
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => { _ = FanOut.WhenAllAsync(count, SimulatedWork.Cpu(1)); });

        Assert.Contains("item count must be at least 1", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void ForEachAsync_ZeroDegreeOfParallelism_Throws()
    {
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => { _ = FanOut.ForEachAsync(3, 0, SimulatedWork.Cpu(1)); });

        Assert.Contains("degree of parallelism must be at least 1", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    public void Io_DelayNotPositive_Throws(int delayMs) =>
        Assert.Contains("delay", Assert.Throws<ArgumentOutOfRangeException>(() => SimulatedWork.Io(delayMs)).Message,
            StringComparison.Ordinal);

    [Fact]
    public void Cpu_ZeroIterations_Throws() =>
        Assert.Contains("iteration count", Assert.Throws<ArgumentOutOfRangeException>(() => SimulatedWork.Cpu(0)).Message,
            StringComparison.Ordinal);

    [Fact]
    public void CpuInRegisters_ZeroIterations_Throws() =>
        Assert.Contains("iteration count",
            Assert.Throws<ArgumentOutOfRangeException>(() => SimulatedWork.CpuInRegisters(0)).Message,
            StringComparison.Ordinal);

    [Fact]
    public void ComputeInRegisters_SameCount_SameDrawAndEachCountItsOwn()
    {
        // A xorshift generator never returns to its seed within 2^64 - 1 steps, so every count ends on its own number.
        Assert.Equal(SimulatedWork.ComputeInRegisters(1_000), SimulatedWork.ComputeInRegisters(1_000));
        Assert.NotEqual(SimulatedWork.ComputeInRegisters(1_000), SimulatedWork.ComputeInRegisters(1_001));
        Assert.NotEqual(0UL, SimulatedWork.ComputeInRegisters(1));
    }

    [Fact]
    public async Task CpuInRegisters_Item_CompletesSynchronously()
    {
        var pending = SimulatedWork.CpuInRegisters(10)(0, CancellationToken.None);

        Assert.True(pending.IsCompletedSuccessfully);
        await pending;
    }

    /// <summary>Items that wait on one gate; <see cref="Started"/> completes when the given number of them have begun.</summary>
    private sealed class GatedBatch(int startedToSignal)
    {
        private readonly TaskCompletionSource gate = new(TaskCreationOptions.RunContinuationsAsynchronously);
        private readonly TaskCompletionSource started = new(TaskCreationOptions.RunContinuationsAsynchronously);
        private int count;

        public ConcurrencyProbe Probe { get; } = new();

        public Task Started => started.Task;

        public ValueTask Item(int index, CancellationToken cancellationToken)
        {
            if (Interlocked.Increment(ref count) == startedToSignal)
            {
                started.SetResult();
            }

            return new ValueTask(gate.Task);
        }

        public void Open() => gate.SetResult();
    }
}
