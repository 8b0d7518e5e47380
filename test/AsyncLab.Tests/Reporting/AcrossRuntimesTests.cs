using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Tests.Reporting;

public class AcrossRuntimesTests
{
    private static ClaimResult Claim(string id, Verdict verdict, string measured = "1.00×") =>
        new(id, "lab", "statement", "published", measured, verdict, "why");

    private static ExperimentResult Experiment(double medianNs, double bytes, params ClaimResult[] claims) =>
        new("async-cost", "Async cost", ExperimentStatus.Ok, null,
            [
                new Measurement("async-task", new Dictionary<string, string>(),
                    new Dictionary<string, double>
                    {
                        [MetricNames.MedianNs] = medianNs,
                        [MetricNames.AllocatedBytesPerOp] = bytes,
                        [MetricNames.OpsPerSec] = 1e9 / medianNs
                    })
            ],
            claims)
        {
            Metrics = [Metrics.MedianNs, Metrics.AllocatedBytesPerOp, Metrics.OpsPerSec],
        };

    private static RuntimeResult Runtime(LabRuntime runtime, ExperimentResult experiment) =>
        new(runtime.Name, runtime.Label, runtime.Preview, RuntimeStatus.Ok, null, null, [experiment]);

    private static ResultsDocument Document(ExperimentResult own, params RuntimeResult[] others) =>
        new(ResultsDocument.CurrentSchema, RunEnvironment.Describe("x", Profile.Quick, DateTimeOffset.UtcNow), [own]) { Runtimes = others };

    [Fact]
    public void Columns_OneRuntimeRun_None()
    {
        Assert.Empty(AcrossRuntimes.Columns(Document(Experiment(500, 80))));
    }

    [Fact]
    public void Columns_TwoRuntimes_TheLabsOwnFirst()
    {
        var columns = AcrossRuntimes.Columns(Document(Experiment(500, 80), Runtime(LabRuntime.Net8, Experiment(900, 80))));

        Assert.Equal(["net10.0", "net8.0"], columns.Select(c => c.Name));
        Assert.Equal(".NET 8", columns[1].Label);
    }

    [Fact]
    public void VerdictSplits_HoldsHereRefutedThere_OneLineNamingBothRuntimes()
    {
        var document = Document(
            Experiment(500, 80, Claim("a", Verdict.Holds), Claim("b", Verdict.Holds)),
            Runtime(LabRuntime.Net8, Experiment(900, 80, Claim("a", Verdict.Refuted), Claim("b", Verdict.Holds))));

        var splits = AcrossRuntimes.VerdictSplits(AcrossRuntimes.Columns(document));

        Assert.Equal("a: holds on .NET 10, refuted on .NET 8", Assert.Single(splits));
    }

    [Theory]
    [InlineData(Verdict.Inconclusive)]
    [InlineData(Verdict.NotMeasured)]
    public void VerdictSplits_UndecidedOnOneRuntime_NoSplit(Verdict undecided)
    {
        var document = Document(
            Experiment(500, 80, Claim("a", Verdict.Holds)),
            Runtime(LabRuntime.Net8, Experiment(900, 80, Claim("a", undecided))));

        Assert.Empty(AcrossRuntimes.VerdictSplits(AcrossRuntimes.Columns(document)));
    }

    [Fact]
    public void Figures_TwoRuntimes_TimeWithItsRatioToTheFirstAndBytesSideBySide()
    {
        var document = Document(Experiment(500, 80), Runtime(LabRuntime.Net10RuntimeAsync, Experiment(400, 544)));

        var table = AcrossRuntimes.Figures("async-cost", AcrossRuntimes.Columns(document))!;

        var row = Assert.Single(table.Rows);
        Assert.Equal("async-task", row[0]);
        Assert.Contains("(0.80×)", row[2], StringComparison.Ordinal);
        Assert.Equal(["80 B", "544 B"], row.Skip(3).Take(2).Select(c => c.Replace("\u00a0", " ", StringComparison.Ordinal)));
        Assert.DoesNotContain(table.Columns, c => c.Header.StartsWith("ops/s", StringComparison.Ordinal));
        Assert.Contains("preview", table.Footnote, StringComparison.Ordinal);
    }

    [Fact]
    public void ClaimMatrix_ClaimOnOneRuntimeOnly_DashElsewhere()
    {
        var document = Document(Experiment(500, 80, Claim("a", Verdict.Holds)), Runtime(LabRuntime.Net8, Experiment(900, 80)));

        var row = Assert.Single(AcrossRuntimes.ClaimMatrix(AcrossRuntimes.Columns(document)).Rows);

        Assert.Equal(["a", "holds: 1.00×", "—"], row);
    }
}
