using System.Globalization;
using AsyncLab.Benchmarking.Turns;
using AsyncLab.Results;
using AsyncLab.Scenarios.AsyncCost;
using static AsyncLab.Experiments.AsyncCost.AsyncCostVariants;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>
/// The lab's second harness for async-cost: the variants the time-ratio claims compare, called exactly as the
/// benchmark methods call them, timed in short bursts that take turns (<see cref="BurstTurns"/>). Their ids carry the
/// <see cref="Prefix"/>; BenchmarkDotNet's rows (the article's harness) keep the plain ids and run unchanged.
/// </summary>
public static class StockPriceTurns
{
    public const string Prefix = "turns-";

    /// <summary>The variants that call the initialiser, on either instance.</summary>
    private static readonly string[] Initialising = [SyncOverAsyncInit, AsyncTask, AsyncValueTask];

    /// <summary>
    /// The variants on the ready instance (the initialiser completes synchronously), with the purely synchronous
    /// lookup that the article's "about 15 % slower" compares the async method with, and the hand-written fast path whose
    /// gain over the async ValueTask method the article calls negligible.
    /// </summary>
    public static IReadOnlyList<string> Ready { get; } = [Direct, .. Initialising, FastPath];

    /// <summary>The initialising variants on the yielding instance (every call awaits an incomplete task).</summary>
    public static IReadOnlyList<string> Yielding { get; } = Initialising.Select(v => v + AwaitSuffix).ToArray();

    /// <summary>
    /// The prefix of the rows timed on the list of <see cref="StockPriceCache.TimedFillerCount"/> entries, the scale of the
    /// article's timings, on which its time claims are judged; the rows with the plain prefix search the printed 100.
    /// </summary>
    public const string TimedScalePrefix = Prefix + "1000-";

    /// <summary>Every id this harness writes, in table order: the article's timed scale first, then the printed one.</summary>
    public static IReadOnlyList<string> Ids { get; } = [.. IdsAt(TimedScalePrefix), .. IdsAt(Prefix)];

    /// <summary>
    /// The four groups, each timed in turns of its own: a ready call costs nanoseconds, a yielding one microseconds, and the
    /// two list sizes differ tenfold in the search.
    /// </summary>
    public static IReadOnlyList<IReadOnlyList<BurstVariant>> Groups() =>
    [
        .. GroupsAt(StockPriceCache.TimedFillerCount, TimedScalePrefix, TimedScaleYardstickEntries),
        .. GroupsAt(StockPriceCache.FillerCount, Prefix, PrintedScaleYardstickEntries),
    ];

    /// <summary>
    /// The entries the yardstick of the ready calls on the timed list searches: the list's own size, written here rather than
    /// taken from the list, so that a change to the list (the experiment's code) leaves the yardstick where it was.
    /// </summary>
    public const int TimedScaleYardstickEntries = 1001;

    /// <summary>The entries the yardstick beside the printed list searches, fixed as <see cref="TimedScaleYardstickEntries"/> is.</summary>
    public const int PrintedScaleYardstickEntries = 101;

    /// <summary>A measurement per variant: its samples (nanoseconds per call, one per turn) and their median and mean.</summary>
    public static IReadOnlyList<Measurement> Measure(IReadOnlyDictionary<string, double[]> samples) =>
        BurstTurns.Measure(Ids, samples, GroupOf);

    /// <summary>The turns a row was timed in: its instance (ready or yielding) and its list size.</summary>
    public static string GroupOf(string id)
    {
        var instance = Yields(id) ? "yielding" : "ready";
        var entries = id.StartsWith(TimedScalePrefix, StringComparison.Ordinal)
            ? StockPriceCache.TimedFillerCount
            : StockPriceCache.FillerCount;
        return string.Create(CultureInfo.InvariantCulture, $"{instance} bursts in turns ({entries + 1} entries)");
    }

    /// <summary>A scale's ids: the ready calls, their group's yardstick, then the yielding calls.</summary>
    private static IEnumerable<string> IdsAt(string prefix) =>
        [.. Ready.Select(v => prefix + v), Yardstick.IdFor(prefix), .. Yielding.Select(v => prefix + v)];

    private static IReadOnlyList<IReadOnlyList<BurstVariant>> GroupsAt(int fillers, string prefix, int yardstickEntries)
    {
        var company = new string(StockPriceCache.SearchedCompany.AsSpan());
        var ready = StockPriceService.CreateReady(fillers: fillers);
        var yielding = StockPriceService.CreateYielding(fillers: fillers);
        ready.InitializeIfNeededAsync().GetAwaiter().GetResult();
        yielding.InitializeIfNeededAsync().GetAwaiter().GetResult();
        // The ready calls get a yardstick of about their list's size (compare reads them against it); a yielding call's time is
        // mostly the pool's hop to another thread, which a search on the timing thread does not share.
        BurstVariant[] readyGroup =
        [
            new BurstVariant<ReadingDirectly, decimal>(prefix + Direct, new(ready, company)),
            .. VariantsOn(ready, company, prefix, string.Empty),
            new BurstVariant<BlockingOnFastPath, decimal>(prefix + FastPath, new(ready, company)),
            Yardstick.Variant(Yardstick.IdFor(prefix), yardstickEntries),
        ];
        return [readyGroup, VariantsOn(yielding, company, prefix, AwaitSuffix)];
    }

    private static BurstVariant[] VariantsOn(StockPriceService service, string company, string prefix, string suffix) =>
    [
        new BurstVariant<BlockingOnInit, decimal>(prefix + SyncOverAsyncInit + suffix, new(service, company)),
        new BurstVariant<BlockingOnTask, decimal>(prefix + AsyncTask + suffix, new(service, company)),
        new BurstVariant<BlockingOnValueTask, decimal>(prefix + AsyncValueTask + suffix, new(service, company)),
    ];

    // The same calls as StockPriceBenchmarks' methods of the same names.
    private readonly record struct ReadingDirectly(StockPriceService Service, string Company) : IBurstBody<decimal>
    {
        public decimal Invoke() => Service.GetPriceDirectly(Company);
    }

    private readonly record struct BlockingOnInit(StockPriceService Service, string Company) : IBurstBody<decimal>
    {
        public decimal Invoke() => Service.GetPriceBlockingOnInit(Company);
    }

    private readonly record struct BlockingOnTask(StockPriceService Service, string Company) : IBurstBody<decimal>
    {
        public decimal Invoke() => Service.GetPriceAsync(Company).GetAwaiter().GetResult();
    }

    private readonly record struct BlockingOnValueTask(StockPriceService Service, string Company) : IBurstBody<decimal>
    {
        public decimal Invoke() => Service.GetPriceValueTaskAsync(Company).GetAwaiter().GetResult();
    }

    private readonly record struct BlockingOnFastPath(StockPriceService Service, string Company) : IBurstBody<decimal>
    {
        public decimal Invoke() => Service.GetPriceFastPathAsync(Company).GetAwaiter().GetResult();
    }
}
