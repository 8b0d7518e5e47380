namespace AsyncLab.SideBySide;

/// <summary>
/// What one launch of <c>ab</c> timed: for each side it ran (A, B or both), each row's samples in nanoseconds per call,
/// one per turn, in turn order. A launch that ran both sides timed row r of A and of B in the same turns.
/// </summary>
/// <param name="Launch">0-based position of the launch in the session's order.</param>
/// <param name="Sides">Side label → row id → samples.</param>
/// <param name="Groups">Row id → the index of the group of turns it was timed in (rows of one group share their class of
/// cost: a call that completes at once, or one that hops to another thread).</param>
/// <remarks>Which side a launch loaded first and led its odd turns with is the plan's (<see cref="SideBySidePlan.SidesOf"/>).</remarks>
public sealed record SideBySideSamples(int Launch, IReadOnlyDictionary<string, IReadOnlyDictionary<string, double[]>> Sides,
    IReadOnlyDictionary<string, int> Groups);
