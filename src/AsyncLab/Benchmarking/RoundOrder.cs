namespace AsyncLab.Benchmarking;

/// <summary>
/// The order cases run in, round by round: forward, reverse, forward... Alternating means no case always runs first
/// or last, and across rounds every case's slots are spread over the whole session, so a slow stretch of the
/// machine falls on all of them rather than on the few that happened to run during it.
/// </summary>
public static class RoundOrder
{
    /// <param name="cases">The cases in their declared order.</param>
    /// <param name="round">1-based round number.</param>
    public static IReadOnlyList<T> Of<T>(IReadOnlyList<T> cases, int round)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(round, 1);
        return round % 2 == 1 ? cases.ToArray() : cases.Reverse().ToArray();
    }
}
