namespace AsyncLab.Published;

/// <summary>
/// One phrase of the articles' (e.g. "almost twice") and the range the lab reads it as, with why. The range is for
/// "the side the sentence names as larger / the other side", or, with <see cref="AroundFigure"/>, around the figure the
/// article printed: "offset" adds the range to it, "factor" multiplies it.
/// </summary>
public sealed record Hedge(string Id, string Words, string Unit, double Low, double High, string? AroundFigure, string Why);
