using AsyncLab.Results;
using AsyncLab.Stopping;

namespace AsyncLab.Claims;

/// <summary>
/// An experiment's claims as the questions a harness measures again for (<see cref="StoppingCriteria"/>): the cases the
/// still-inconclusive claims read, each with the narrowing it needs. The harness passes its figures by key; this turns
/// them into the experiment's measurements, judges the claims, and maps the open cases back to the keys.
/// </summary>
/// <typeparam name="TFigure">The harness's figure of one case so far.</typeparam>
/// <param name="claims">The experiment's claim definitions; only those judged inconclusive ask for more.</param>
/// <param name="measure">Every figure turned into the experiment's measurements (with samples), as the experiment would.</param>
/// <param name="identify">One figure's variant and parameters, as a measurement without metrics.</param>
public sealed class OpenClaims<TFigure>(
    IReadOnlyList<ClaimDefinition> claims,
    Func<IReadOnlyList<(string Key, TFigure Figure)>, IReadOnlyList<Measurement>> measure,
    Func<string, TFigure, Measurement> identify) : IOpenCases<TFigure>
{
    /// <summary>
    /// For a harness whose figures name their own case (a benchmark case's method and parameters): the keys are only the
    /// harness's, and <paramref name="measure"/> and <paramref name="identify"/> read the figures alone.
    /// </summary>
    public static OpenClaims<TFigure> OfFigures(IReadOnlyList<ClaimDefinition> claims, Func<IReadOnlyList<TFigure>,
        IReadOnlyList<Measurement>> measure, Func<TFigure, Measurement> identify) =>
        new(claims, cases => measure(cases.Select(c => c.Figure).ToList()), (_, figure) => identify(figure));

    /// <summary>
    /// Each case an open claim reads, by key, with the least narrowing such a claim needs (<see cref="OpenCase.Shrink"/>; 0
    /// when unknown, so it is always within reach).
    /// </summary>
    public IReadOnlyDictionary<string, double> NarrowingNeeded(IReadOnlyList<(string Key, TFigure Figure)> soFar)
    {
        var open = OpenCase.Of(claims, new ClaimEvidence(measure(soFar)));
        var needed = new Dictionary<string, double>();
        foreach (var (key, figure) in soFar)
        {
            var measured = identify(key, figure);
            var matching = open.Where(o => o.Selector.Matches(measured)).Select(o => double.IsNaN(o.Shrink) ? 0 : o.Shrink).ToList();
            if (matching.Count > 0)
            {
                needed[key] = matching.Min();
            }
        }

        return needed;
    }
}
