namespace AsyncLab.Benchmarking;

/// <summary>
/// The order cases run in, round by round: the declared order rotated by half its length each round. No case always runs
/// first or last, every case's slots are spread over the whole session (a slow stretch of the machine falls on all of
/// them rather than on the few that happened to run during it), and no case ends one round and starts the next: its
/// rounds, the units its interval is computed over, lie apart in time. Reversing the order each round, as the lab did
/// first, put the last case of a round first in the next, so two of its rounds shared the machine's speed of that moment.
/// </summary>
public static class RoundOrder
{
    /// <param name="cases">The cases in their declared order.</param>
    /// <param name="round">1-based round number.</param>
    public static IReadOnlyList<T> Of<T>(IReadOnlyList<T> cases, int round)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(round, 1);
        var n = cases.Count;
        // With two cases any change of order puts one case at both ends of a boundary, so two keep their order.
        var stride = n / 2 is var half && half == n - 1 ? 0 : half;
        var offset = n == 0 ? 0 : (int)((long)(round - 1) * stride % n);
        return cases.Skip(offset).Concat(cases.Take(offset)).ToArray();
    }
}
