using AsyncLab.Benchmarking.Turns;
using AsyncLab.Results;
using static AsyncLab.Experiments.CommandBus.CommandBusVariants;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>
/// The lab's second harness for command-bus: the synchronously completing sends that the time-ratio claims of a few
/// percent compare (the native bus against Send and against Mediator's generated class), each the very benchmark method
/// of <see cref="CommandBusBenchmarks"/>, timed in short bursts that take turns (<see cref="BurstTurns"/>). A send costs
/// nanoseconds; BenchmarkDotNet times one case for about a second before the next, and where the machine changes speed
/// about as often two cases fall on different speeds, which no count of rounds pairs. Their ids carry the
/// <see cref="Prefix"/>; BenchmarkDotNet's rows keep the plain ids and give the bytes and every other claim.
/// </summary>
public static class BusTurns
{
    public const string Prefix = "turns-";

    /// <summary>The variants timed in turns, in table order.</summary>
    public static IReadOnlyList<string> Variants { get; } = [Send, NativeSync, MediatorConcrete, SendAudited, NativeSyncAudited];

    /// <summary>Every id this harness writes, in table order.</summary>
    public static IReadOnlyList<string> Ids { get; } = [.. Variants.Select(v => Prefix + v), Yardstick.IdFor(Prefix)];

    /// <summary>
    /// The entries the group's yardstick searches: a search of about the sends' own cost, so that a slow stretch of the
    /// machine weighs on it as it weighs on them.
    /// </summary>
    public const int YardstickEntries = 16;

    /// <summary>The variants as bursts, on one set of buses built as the benchmark class builds them.</summary>
    public static IReadOnlyList<BurstVariant> Group()
    {
        var buses = new CommandBusBenchmarks();
        buses.BuildBuses();
        return
        [
            new BurstVariant<Sending, int>(Prefix + Send, new(buses)),
            new BurstVariant<SendingNatively, int>(Prefix + NativeSync, new(buses)),
            new BurstVariant<SendingThroughMediator, Mediator.Unit>(Prefix + MediatorConcrete, new(buses)),
            new BurstVariant<SendingAudited, int>(Prefix + SendAudited, new(buses)),
            new BurstVariant<SendingNativelyAudited, int>(Prefix + NativeSyncAudited, new(buses)),
            Yardstick.Variant(Yardstick.IdFor(Prefix), YardstickEntries),
        ];
    }

    /// <summary>A measurement per variant timed: its samples (nanoseconds per send, one per turn), their median and mean.</summary>
    public static IReadOnlyList<Measurement> Measure(IReadOnlyDictionary<string, double[]> samples) => BurstTurns.Measure(Ids, samples);

    // Each body calls the benchmark method of the same name; a synchronously completing ValueTask is consumed as
    // BenchmarkDotNet consumes it, by reading its result. The void sends return a constant: the deposit's interlocked
    // add is the side effect that keeps the call.
    private readonly record struct Sending(CommandBusBenchmarks Buses) : IBurstBody<int>
    {
        public int Invoke()
        {
            Buses.Send();
            return 1;
        }
    }

    private readonly record struct SendingAudited(CommandBusBenchmarks Buses) : IBurstBody<int>
    {
        public int Invoke()
        {
            Buses.SendAudited();
            return 1;
        }
    }

    private readonly record struct SendingNatively(CommandBusBenchmarks Buses) : IBurstBody<int>
    {
        public int Invoke()
        {
            Buses.NativeSync().GetAwaiter().GetResult();
            return 1;
        }
    }

    private readonly record struct SendingNativelyAudited(CommandBusBenchmarks Buses) : IBurstBody<int>
    {
        public int Invoke()
        {
            Buses.NativeSyncAudited().GetAwaiter().GetResult();
            return 1;
        }
    }

    private readonly record struct SendingThroughMediator(CommandBusBenchmarks Buses) : IBurstBody<Mediator.Unit>
    {
        public Mediator.Unit Invoke() => Buses.MediatorSend().GetAwaiter().GetResult();
    }
}
