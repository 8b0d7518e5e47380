using AsyncLab.Statistics;

namespace AsyncLab.SideBySide;

/// <summary>What <c>ab</c> found for one row: B/A with its interval, and which way it moved.</summary>
public enum SideBySideChange
{
    /// <summary>The interval lies within the threshold either way.</summary>
    Same,
    Better,
    Worse,

    /// <summary>The interval holds 1 and reaches past the threshold: the units could not tell.</summary>
    CantTell,
}

/// <summary>
/// One row timed on both sides: its median time a call on each (every sample of the side), B/A over the units with its
/// interval at the session's confidence, the units' log-ratios and how far a unit moves it.
/// </summary>
public sealed record SideBySideRow(string Experiment, string Row, double MedianNsA, double MedianNsB, Estimate Ratio,
    IReadOnlyList<double> LogRatios, double UnitMoves, double Threshold)
{
    public SideBySideChange Change
    {
        get
        {
            if (!Ratio.IsKnown)
            {
                return SideBySideChange.CantTell;
            }

            if (Ratio.Low > 1)
            {
                return SideBySideChange.Worse;
            }

            if (Ratio.High < 1)
            {
                return SideBySideChange.Better;
            }

            return Ratio.Low >= 1 / (1 + Threshold) && Ratio.High <= 1 + Threshold ? SideBySideChange.Same : SideBySideChange.CantTell;
        }
    }

    /// <summary>
    /// Whether the gate reads this row: its spread alone, at the session's units, would see the threshold four times in
    /// five (<see cref="SideBySideReading"/>). Chosen before any row's estimate was read.
    /// </summary>
    public bool Gated { get; init; }

    /// <summary>The units at which this row would see the threshold four times in five; null when its spread is unknown.</summary>
    public int? UnitsToSee { get; init; }

    /// <summary>
    /// A gated row worse, and not shown to be worse by less than the threshold: what the gate fails on (compare's rule).
    /// </summary>
    public bool IsRegression => Gated && IsWorseBeyondThreshold;

    /// <summary>Worse, and not shown to be worse by less than the threshold, gated or not.</summary>
    public bool IsWorseBeyondThreshold => Change == SideBySideChange.Worse && Ratio.High > 1 + Threshold;

    /// <summary>Whether the row is its group's yardstick, the lab's own search that no scenario reaches.</summary>
    public bool IsYardstick => Benchmarking.Turns.Yardstick.Marks(Row);
}
