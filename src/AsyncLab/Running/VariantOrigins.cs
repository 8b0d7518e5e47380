using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>Marks each measurement with whose code it ran, as its experiment says, before the results are written.</summary>
public static class VariantOrigins
{
    public static IReadOnlyList<Measurement> Marked(IExperiment experiment, IReadOnlyList<Measurement> measurements) =>
        measurements.Select(m => m with { Origin = experiment.IsArticleVariant(m) ? VariantOrigin.Article : VariantOrigin.Lab }).ToList();
}
