using AsyncLab.Html;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

public sealed class MarkdownReportTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-report-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public void Render_SameDocument_SameText()
    {
        Assert.Equal(MarkdownReport.Render(SampleResults.Create()), MarkdownReport.Render(SampleResults.Create()));
    }

    [Fact]
    public void Render_ARowInTwoModes_ListsItUnderTheMeasurements()
    {
        var sample = SampleResults.Create();

        var md = MarkdownReport.Render(sample with { Experiments = [LaunchedRuns.OneRowInTwoModes(splitFactor: 2)] });

        Assert.Contains(LaunchModeRows.Heading + ": ", md, StringComparison.Ordinal);
        Assert.Contains("- split, time per operation: ", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_ResultsFileDeclaringAMetricTheCatalogLacks_PrintsItInItsDeclaredUnit()
    {
        var queueWait = new Metric("queue_wait_us", MetricUnit.Microseconds, MetricBetter.Lower, "queue wait");
        var sample = SampleResults.Create();
        var experiment = sample.Experiments[0] with
        {
            Measurements =
                [new Measurement("pooled", new Dictionary<string, string>(), new Dictionary<string, double> { ["queue_wait_us"] = 1500 })],
            Metrics = [queueWait],
        };
        ResultsFile.Write(directory, sample with { Experiments = [experiment] });

        var md = MarkdownReport.Render(ResultsFile.Read(directory));

        Assert.Null(AsyncLab.Catalog.MetricCatalog.Find("queue_wait_us"));
        Assert.Contains("| variant | queue wait |", md, StringComparison.Ordinal);
        Assert.Contains("| pooled | 1.500 ms |", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_ResultsFileWithoutDeclarations_PlainNumbersLabelledByTheirKeys()
    {
        var sample = SampleResults.Create();
        ResultsFile.Write(directory, sample with { Experiments = sample.Experiments.Select(e => e with { Metrics = [] }).ToList() });

        var md = MarkdownReport.Render(ResultsFile.Read(directory));

        Assert.Contains("| variant | delay | mean ns | published mean ns | ratio |", md, StringComparison.Ordinal);
        Assert.Contains("| sync-over-async-init |  | 600 | 2,268 | 1 |", md, StringComparison.Ordinal);
        Assert.DoesNotContain("600.00 ns", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_WithProbeTimings_NoMachineColumnOrSpeedParagraph()
    {
        // A probe of a few milliseconds reads "slowed" on nearly every run of a machine that switches speed every second:
        // a warning that always fires tells the reader nothing, so the report does not print it.
        var sample = SampleResults.Create();
        var id = sample.Experiments[0].Id;
        var document = sample with { MachineSpeed = [new SpeedSample(1, id, "start", 1000), new SpeedSample(9, id, "end", 1600)] };

        var md = MarkdownReport.Render(document);

        Assert.DoesNotContain("machine |", md, StringComparison.Ordinal);
        Assert.DoesNotContain("Machine speed:", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_WithRoundShares_AddsTheBetweenRoundsColumnAndItsSentence()
    {
        var sample = SampleResults.Create();
        var experiment = sample.Experiments[0];
        var measurements = experiment.Measurements
            .Select((m, i) => m with
            {
                Metrics = new Dictionary<string, double>(m.Metrics) { [MetricNames.RoundShare] = i == 0 ? 0.1 : 0.7 }
            })
            .ToList();
        var document = sample with { Experiments = [experiment with { Measurements = measurements }, .. sample.Experiments.Skip(1)] };

        var md = MarkdownReport.Render(document);

        Assert.Contains("| between rounds |", md, StringComparison.Ordinal);
        Assert.Contains("(up to 70 %)", md, StringComparison.Ordinal);
        Assert.Contains("every interval is computed over rounds", md, StringComparison.Ordinal);
        Assert.DoesNotContain("between rounds |", MarkdownReport.Render(sample), StringComparison.Ordinal);
    }

    [Fact]
    public void Render_FromReadBackFile_EqualsRenderFromOriginal()
    {
        var original = SampleResults.Create();
        ResultsFile.Write(directory, original);

        Assert.Equal(MarkdownReport.Render(original), MarkdownReport.Render(ResultsFile.Read(directory)));
    }

    [Fact]
    public void Render_Sample_ShowsMetadataPublishedBesideMeasuredAndEveryClaim()
    {
        var report = MarkdownReport.Render(SampleResults.Create());

        Assert.Contains("| runtime | .NET 10.0.0 |", report, StringComparison.Ordinal);
        Assert.Contains(", 2 logical cores |", report, StringComparison.Ordinal);
        Assert.Contains("| profile | quick |", report, StringComparison.Ordinal);
        Assert.Contains("| mean | published mean |", report, StringComparison.Ordinal);
        Assert.Contains("| sync-over-async-init |  | 600.00 ns | 2.268 µs |", report, StringComparison.Ordinal);
        Assert.Contains("`async-cost.task-sync-alloc`", report, StringComparison.Ordinal);
        Assert.Contains("**refuted**", report, StringComparison.Ordinal);
        Assert.Contains("**not-measured**", report, StringComparison.Ordinal);
        Assert.Contains("allocates \\| one task", report, StringComparison.Ordinal);
        Assert.Contains("3 claims: 1 holds, 0 differs, 1 refuted, 0 borderline, 0 splits, 0 inconclusive, 1 not measured.", report,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Render_FailedExperiment_ShowsItsError()
    {
        var report = MarkdownReport.Render(SampleResults.Create());

        Assert.Contains("**failed**: InvalidOperationException: boom", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_RecordedRunOnOtherCores_NamesOnlyItsCoreCount()
    {
        var (document, cores, foreign) = OtherCores.Of("all-quick.json");

        var mentions = OtherCores.Mentions(MarkdownReport.Render(document));

        Assert.Contains(mentions, m => m.Cores == cores);
        Assert.DoesNotContain(mentions, m => foreign.Contains(m.Cores));
    }
}
