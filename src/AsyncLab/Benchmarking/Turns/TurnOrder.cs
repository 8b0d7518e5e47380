namespace AsyncLab.Benchmarking.Turns;

/// <summary>
/// The order variants take within a turn when their samples are paired turn by turn (the bursts, the loop's repeats):
/// as declared in odd turns, reversed in even ones. A variant can leave work behind for the next (garbage, a warmer cache,
/// a pool still shrinking); alternating lets such an order effect cancel over the pairs instead of always favouring one.
/// Benchmark rounds, which are not paired, rotate instead (<see cref="RoundOrder"/>).
/// </summary>
public static class TurnOrder
{
    /// <param name="variants">The variants in their declared order.</param>
    /// <param name="turn">1-based turn number.</param>
    public static IReadOnlyList<T> Of<T>(IReadOnlyList<T> variants, int turn)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(turn, 1);
        return turn % 2 == 1 ? variants.ToArray() : variants.Reverse().ToArray();
    }
}
