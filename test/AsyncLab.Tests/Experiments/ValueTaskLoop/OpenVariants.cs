using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Stopping;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

/// <summary>A test's own answer to "which variants are still open": each one as always within reach.</summary>
internal sealed class OpenVariants(Func<IReadOnlyDictionary<string, LoopSummary>, IEnumerable<LoopVariant>> open) : IOpenCases<LoopSummary>
{
    public IReadOnlyDictionary<string, double> NarrowingNeeded(IReadOnlyList<(string Key, LoopSummary Figure)> soFar) =>
        open(soFar.ToDictionary(c => c.Key, c => c.Figure)).ToDictionary(v => v.Id, _ => 0.0);
}
