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
}
