namespace AsyncLab.Claims;

/// <summary>
/// The tolerance of the byte claims whose band ends on a count the figure can sit on exactly ("allocates nothing",
/// "no more than"). Bytes per operation are read unrounded (total bytes over total calls), so a method that allocates
/// nothing can read a few hundredths of a byte, and "0 B" has to say how near zero counts as zero.
/// </summary>
/// <remarks>
/// Why 0.25 B per call. Below it the reading is the harness's, not the method's: BenchmarkDotNet counts every thread's
/// allocations, and a measured iteration now and then takes in a few KB of the runtime's own (thread pool, timers,
/// tiering). In quick and full runs the median over rounds (Benchmarking/MergedAllocations) leaves those rounds out,
/// but a smoke run has one round of 65,536 calls, where a few KB read as several hundredths of a byte per call
/// (docs/NOTEBOOK.md has such readings, and why a tolerance of 0.05 B is too tight). Above it is a method that allocates
/// on a fair share of its calls: 0.25 B is one 24 B object (the smallest on 64-bit .NET) every 96 calls, and one every
/// 49 calls reads 0.49 B, twice the tolerance. Bands around a printed count (±0.5 B, docs/published/hedges.json) need
/// none: an exact count's reading sits in their middle.
/// </remarks>
public static class BytesTolerance
{
    public const double PerOperation = 0.25;

    /// <summary>Nothing allocated: 0 B, within the tolerance.</summary>
    public static Band Zero => Band.Exactly(0).WithTolerance(PerOperation);

    /// <summary>No more bytes than another case: a difference of at most 0 B, within the tolerance.</summary>
    public static Band NoMore => Band.AtMost(0).WithTolerance(PerOperation);

    /// <summary>A band of bytes (e.g. a hedge's "nothing") with the tolerance.</summary>
    public static Band On(Band band) => band.WithTolerance(PerOperation);
}
