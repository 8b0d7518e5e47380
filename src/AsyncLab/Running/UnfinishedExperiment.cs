using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// An experiment that did not finish, as results.json records it: partial with what it last checkpointed, its claims
/// judged on that, except those that read a case it had not finished (not measured, "interrupted before" that case).
/// </summary>
public static class UnfinishedExperiment
{
    /// <summary>
    /// Partial with <paramref name="checkpoint"/> when it holds any measurement (a claim whose figures were not reached is
    /// not measured, with the engine's reason after <paramref name="error"/>); otherwise <paramref name="status"/> with nothing.
    /// </summary>
    public static ExperimentResult Of(
        IExperiment experiment, ExperimentStatus status, string error, double seconds, ExperimentFindings? checkpoint)
    {
        ArgumentNullException.ThrowIfNull(experiment);
        if (checkpoint is { Measurements.Count: > 0 })
        {
            var judged = ClaimJudge.Judge(experiment.Claims, checkpoint.Measurements);
            var claims = experiment.Claims
                .Select((definition, i) => Interrupted(definition, judged[i], checkpoint.Unfinished, error))
                .ToList();
            var notes = checkpoint.Unfinished.Count == 0
                ? checkpoint.Notes
                : checkpoint.Notes.Prepend(
                    $"Partial: {error}. {checkpoint.Unfinished.Count} case(s) it had started on had not finished and are missing " +
                    $"({string.Join("; ", checkpoint.Unfinished.Take(5).Select(m => m.Cell))}" +
                    $"{(checkpoint.Unfinished.Count > 5 ? "; …" : string.Empty)}); " +
                    $"claims that read them are not measured, the others are judged on the cases that finished.").ToList();
            return new ExperimentResult(
                experiment.Id,
                experiment.Title,
                ExperimentStatus.Partial,
                error,
                VariantOrigins.Marked(experiment, checkpoint.Measurements),
                claims)
            {
                Metrics = MetricDeclarations.Of(experiment, checkpoint.Measurements),
                Notes = notes,
                Series = checkpoint.Series,
                DurationSeconds = seconds,
            };
        }

        return new(experiment.Id, experiment.Title, status, error, [], experiment.Claims.Select(d => d.NotMeasured(error)).ToList())
        {
            DurationSeconds = seconds,
        };
    }

    private static ClaimResult Interrupted(
        ClaimDefinition definition, ClaimResult judged, IReadOnlyList<Measurement> unfinished, string error)
    {
        // Judged on some of its cases, a claim over several rows could hold on the rows that happened to finish first.
        if (unfinished.FirstOrDefault(u => definition.Check.Cases.Any(s => s.Matches(u))) is { } missing)
        {
            return definition.NotMeasured($"interrupted before {missing.Cell} was measured ({error})");
        }

        return judged.Verdict == Verdict.NotMeasured ? judged with { Why = $"{error}: {judged.Why}" } : judged;
    }
}
