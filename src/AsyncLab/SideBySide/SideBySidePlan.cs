namespace AsyncLab.SideBySide;

/// <summary>
/// The order of an <c>ab</c> session. Two builds with the same settings share every process: each launch loads both and
/// times them in the same turns, the launch is the unit, and which build is loaded first (and leads the odd turns)
/// follows A B B A over the launches. Builds that need different settings of the runtime (an environment variable read
/// at start) cannot share a process: their launches alternate A B B A A B B A …, and each neighbouring pair, one of each,
/// is the unit.
/// </summary>
public sealed record SideBySidePlan(bool SharedProcess, int Units)
{
    /// <summary>The processes the session starts.</summary>
    public int Launches => SharedProcess ? Units : 2 * Units;

    /// <summary>The sides launch <paramref name="launch"/> (0-based) runs, in the order it loads them.</summary>
    public IReadOnlyList<string> SidesOf(int launch)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(launch);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(launch, Launches);
        // A B B A: positions 0 and 3 of every four lead with A.
        var aFirst = (launch % 4) is 0 or 3;
        return SharedProcess ? (aFirst ? [A, B] : [B, A]) : [aFirst ? A : B];
    }

    /// <summary>The unit a launch belongs to: itself in a shared process, else its pair.</summary>
    public int UnitOf(int launch) => SharedProcess ? launch : launch / 2;

    /// <summary>The order of the whole session, "AB BA AB BA" or "A B B A A B B A".</summary>
    public string Describe() => string.Join(" ", Enumerable.Range(0, Launches).Select(i => string.Concat(SidesOf(i))));

    public const string A = "A";
    public const string B = "B";
}
