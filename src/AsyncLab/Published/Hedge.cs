namespace AsyncLab.Published;

/// <summary>
/// One phrase of the articles' (e.g. "almost twice") and the range the lab reads it as, with why. The range is for
/// "the side the sentence names as larger / the other side", or, with <see cref="AroundFigure"/>, around the figure the
/// article printed: "offset" adds the range to it, "factor" multiplies it.
/// </summary>
/// <param name="Renderings">The phrase as the articles write it, in their own languages: each claim's quote carries one.</param>
public sealed record Hedge(string Id, string Words, string Unit, double Low, double High, string? AroundFigure, string Why)
{
    public IReadOnlyList<string> Renderings { get; init; } = [];

    /// <summary>
    /// How near an edge of the range (as a share of the edge) a figure still fits the phrase as well as not: the precision
    /// the article's own wording carries. An interval that crosses an edge and lies wholly within this of it is borderline,
    /// not inconclusive. 0 for exact phrases (bytes, yes or no).
    /// </summary>
    public double Margin { get; init; }

    /// <summary>Why the margin is what it is; empty where it is 0.</summary>
    public string MarginWhy { get; init; } = string.Empty;
}
