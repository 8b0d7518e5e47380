namespace AsyncLab.Stopping;

/// <summary>
/// What a harness asks before each batch of extra measuring: which of its cases an open question still reads, and how far
/// each one's interval must narrow to settle it. The harness knows its cases and their figures; whoever implements this
/// knows the questions (the claims), so the harness never names a claim.
/// </summary>
/// <typeparam name="TFigure">The harness's figure of one case so far (a benchmark case's rounds, a loop's repeats).</typeparam>
public interface IOpenCases<TFigure>
{
    /// <summary>
    /// Each case still read by an open question, by its key, with the narrowing its interval needs (1.5: to two thirds of
    /// its width; 0 when the interval says nothing yet, so it is always within reach). Cases not listed are settled.
    /// </summary>
    IReadOnlyDictionary<string, double> NarrowingNeeded(IReadOnlyList<(string Key, TFigure Figure)> soFar);
}
