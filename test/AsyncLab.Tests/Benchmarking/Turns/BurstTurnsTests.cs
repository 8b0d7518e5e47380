using AsyncLab.Benchmarking.Turns;
using AsyncLab.Running;

namespace AsyncLab.Tests.Benchmarking.Turns;

/// <summary>The turn-taking on scripted variants that report fixed times: no clock decides anything here.</summary>
public class BurstTurnsTests
{
    private static readonly BurstSettings ThreeTurns = new(TimeSpan.Zero, TimeSpan.FromMilliseconds(1), 3);

    [Fact]
    public async Task RunAsync_TwoVariants_ReverseTheirOrderEveryOtherTurn()
    {
        var log = new List<string>();
        var variants = new[] { new ScriptedVariant("a", 100, log), new ScriptedVariant("b", 200, log) };

        await BurstTurns.RunAsync(variants, ThreeTurns, new Progress<ExperimentProgress>(), CancellationToken.None);

        // After the sizing turns: forward, reverse, forward.
        Assert.Equal(["a", "b", "b", "a", "a", "b"], log.TakeLast(6));
    }

    [Fact]
    public async Task RunAsync_ScriptedTimes_OneSamplePerTurnPerVariant()
    {
        var variants = new[] { new ScriptedVariant("a", 100, []), new ScriptedVariant("b", 250, []) };

        var samples = await BurstTurns.RunAsync(variants, ThreeTurns, new Progress<ExperimentProgress>(), CancellationToken.None);

        Assert.Equal([100.0, 100.0, 100.0], samples["a"]);
        Assert.Equal([250.0, 250.0, 250.0], samples["b"]);
    }

    [Fact]
    public async Task RunAsync_WarmUpAtFixedSpeed_BurstsSizedToTheBurstTime()
    {
        var a = new ScriptedVariant("a", 100, []);
        var b = new ScriptedVariant("b", 1_000, []);

        await BurstTurns.RunAsync([a, b], ThreeTurns, new Progress<ExperimentProgress>(), CancellationToken.None);

        // 1 ms bursts: 10,000 calls at 100 ns, 1,000 at 1 µs, reached from one call by ten-fold steps in the warm-up
        // (a zero warm-up still sizes the bursts), which lasts until both are sized.
        Assert.Equal([1, 10, 100, 1_000, 10_000, 10_000, 10_000], a.Calls);
        Assert.Equal([1, 10, 100, 1_000, 1_000, 1_000, 1_000], b.Calls);
    }

    [Fact]
    public async Task RunAsync_TwoVariantsWithOneId_Throws()
    {
        var variants = new[] { new ScriptedVariant("a", 100, []), new ScriptedVariant("a", 200, []) };

        await Assert.ThrowsAsync<ArgumentException>(() =>
            BurstTurns.RunAsync(variants, ThreeTurns, new Progress<ExperimentProgress>(), CancellationToken.None));
    }

    [Fact]
    public async Task RunAsync_CancelledBeforeStart_Cancels()
    {
        var variants = new[] { new ScriptedVariant("a", 100, []) };

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() =>
            BurstTurns.RunAsync(variants, ThreeTurns, new Progress<ExperimentProgress>(), new CancellationToken(canceled: true)));
    }

    [Theory]
    [InlineData(2_000_000, 500, 10_000, 4_000, true)] // 2 ms at 500 ns a call
    [InlineData(2_000_000, 500, 1, 10, false)] // from one call: at most ten times as many next
    [InlineData(2_000_000, 5_000_000, 10, 1, true)] // a call longer than the burst: one call
    [InlineData(2_000_000, double.NaN, 10, 100, false)] // an unreadable time: grow as fast as allowed
    [InlineData(1e12, 1, 500_000, 1_000_000, false)] // never more than a million calls
    public void SizeFor_TargetAndSpeed_CallsPerBurst(double targetNs, double perCallNs, int lastCalls, int expected, bool settled)
    {
        Assert.Equal(new BurstSize(expected, settled), BurstTurns.SizeFor(targetNs, perCallNs, lastCalls));
    }

    [Fact]
    public async Task RunAsync_BurstsThatNeverSettle_SizingStopsAfterItsTurns()
    {
        var never = new ScriptedVariant("never", double.NaN, []);

        var samples = await BurstTurns.RunAsync([never], ThreeTurns, new Progress<ExperimentProgress>(), CancellationToken.None);

        Assert.Equal(BurstTurns.MaxSizingTurns + ThreeTurns.Turns, never.Calls.Count);
        Assert.Equal(3, samples["never"].Length);
    }

    /// <summary>Reports a fixed time per call and records each burst's variant and call count.</summary>
    private sealed class ScriptedVariant(string id, double nsPerCall, List<string> log) : BurstVariant(id)
    {
        public List<int> Calls { get; } = [];

        public override object? LastResult => null;

        public override double NanosecondsPerCall(int calls)
        {
            lock (log)
            {
                log.Add(Id);
            }

            Calls.Add(calls);
            return nsPerCall;
        }
    }
}
