using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Tests.Running;

/// <summary>Where a run keeps a comparison across runtimes, whatever the comparison judges.</summary>
public class RuntimeComparisonsTests
{
    private static readonly ResultsDocument OneRuntime =
        new(ResultsDocument.CurrentSchema, RunEnvironment.Describe("x", Profile.Smoke, DateTimeOffset.UtcNow), []);

    [Fact]
    public void Attach_ItsRuntimeNotInTheRun_DocumentUnchangedAndNothingJudged()
    {
        var attached = RuntimeComparisons.Attach(OneRuntime, [new Fixed(judged: null)]);

        Assert.Same(OneRuntime, attached);
    }

    [Fact]
    public void Attach_ItsRuntimeInTheRun_KeptAfterThatRuntimesOwnExperiments()
    {
        var own = new ExperimentResult("own", "Own", ExperimentStatus.Ok, null, [], []);
        var runtime = new RuntimeResult(LabRuntime.Net8.Name, LabRuntime.Net8.Label, false, RuntimeStatus.Ok, null, null, [own]);
        var document = OneRuntime with { Runtimes = [runtime] };
        var comparison = new ExperimentResult(Fixed.ComparisonId, "Fixed", ExperimentStatus.Ok, null, [], []);

        var attached = RuntimeComparisons.Attach(document, [new Fixed(comparison)]);

        Assert.Equal(["own", Fixed.ComparisonId], attached.Runtimes.Single().Experiments.Select(e => e.Id));
        Assert.Equal(comparison with { AcrossRuntimes = true }, RuntimeComparisons.Recorded(attached, new Fixed(comparison)));
    }

    /// <summary>A comparison kept under .NET 8 that judges to a fixed result; null stands for "must not be judged".</summary>
    private sealed class Fixed(ExperimentResult? judged) : IRuntimeComparison
    {
        public const string ComparisonId = "fixed-comparison";

        public string Id => ComparisonId;

        public string Title => "Fixed";

        public IReadOnlyList<ClaimDefinition> Claims => [];

        public LabRuntime KeptUnder => LabRuntime.Net8;

        public ExperimentResult Judge(ResultsDocument document) =>
            judged ?? throw new InvalidOperationException("judged a comparison whose runtime is not in the run");
    }
}
