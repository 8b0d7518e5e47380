using AsyncLab.Results;
using System.Globalization;

namespace AsyncLab.Comparison;

/// <summary>
/// How far one kind of figure moves between two runs of the same code: the change that such runs exceed in only 1 % of
/// pairs, as a fraction (0.29 is ±29 %), with how many pairs of figures it was measured on and from what.
/// </summary>
/// <param name="Spread">exp(2.576 · σ) − 1, σ the root mean square of ln(B/A) over the pairs (see docs/METHOD.md, compare).</param>
/// <param name="Pairs">The number of (run, run) figure pairs σ was measured on.</param>
/// <param name="Basis">What the pairs were, for a reader deciding whether the spread fits their machine.</param>
public sealed record BetweenRunSpread(FigureKind Kind, double Spread, int Pairs, string Basis)
{
    /// <summary>The experiment this spread was measured on alone; null for the kind's spread over every experiment.</summary>
    public string? Experiment { get; init; }

    /// <summary>The spread as a distance in ln(B/A), the scale the intervals are compared on.</summary>
    public double LogSpread => Math.Log(1 + Spread);

    /// <summary>"time per call ±29 % (8 pairs: …)".</summary>
    public string Describe() =>
        string.Create(CultureInfo.InvariantCulture,
            $"{FigureKinds.Name(Kind)}{(Experiment is null ? string.Empty : $" in {Experiment}")} " +
            $"±{Spread * 100:0} % ({Pairs} pairs: {Basis})");
}
