namespace AsyncLab.Published;

/// <summary>
/// A seed claim's band as the lexicon gives it: the hedge it rests on, the article's figure that carries the hedge
/// (<see cref="Cites"/>, a text figure or a table cell; with <see cref="Over"/>, the ratio of two cells), the printed
/// figure for hedges around one, and whether the claim's figure is the hedge's ratio turned over.
/// </summary>
/// <param name="Part">Which of the claim's checks the band is for, when it has more than one hedged part.</param>
public sealed record HedgedClaim(string Claim, string? Part, string Hedge, string Cites, string? Over, double? Figure, bool Inverse)
{
    /// <summary>The sentence the claim rests on, verbatim in each seed file that has it (000 and 001 are one article twice).</summary>
    public IReadOnlyList<ArticleQuote> Quotes { get; init; } = [];
}

/// <summary>A sentence of an article, verbatim, with the words that carry the hedge and the lab's English reading.</summary>
/// <param name="Seed">The seed file's number ("000").</param>
public sealed record ArticleQuote(string Seed, string Text, string Words, string English);
