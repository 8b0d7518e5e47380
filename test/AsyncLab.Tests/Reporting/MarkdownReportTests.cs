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
    public void Render_WithProbeTimings_AddsAMachineColumnAndTheSpeedParagraph()
    {
        var sample = SampleResults.Create();
        var id = sample.Experiments[0].Id;
        var document = sample with { MachineSpeed = [new SpeedSample(1, id, "start", 1000), new SpeedSample(9, id, "end", 1600)] };

        var md = MarkdownReport.Render(document);

        Assert.Contains("| not measured | machine |", md, StringComparison.Ordinal);
        Assert.Contains("| slowed to 1.60× |", md, StringComparison.Ordinal);
        Assert.Contains("Machine speed: a fixed single-threaded loop was timed at 2 pauses", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_WithUnevenCores_AddsTheCoresParagraph()
    {
        var document = SampleResults.Create() with { CoreSpeeds = [new CoreSpeed("start", 0, 2.0, 1.75), new CoreSpeed("start", 1, 4.0, 1.84)] };

        var md = MarkdownReport.Render(document);

        Assert.Contains("Cores: each core timed a loop", md, StringComparison.Ordinal);
        Assert.DoesNotContain("Cores:", MarkdownReport.Render(SampleResults.Create()), StringComparison.Ordinal);
    }

    [Fact]
    public void Render_WithoutProbeTimings_NoMachineColumn()
    {
        var md = MarkdownReport.Render(SampleResults.Create());

        Assert.DoesNotContain("machine |", md, StringComparison.Ordinal);
        Assert.DoesNotContain("Machine speed:", md, StringComparison.Ordinal);
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
        Assert.Contains("| logical cores | 2 |", report, StringComparison.Ordinal);
        Assert.Contains("| profile | quick |", report, StringComparison.Ordinal);
        Assert.Contains("| mean | published mean |", report, StringComparison.Ordinal);
        Assert.Contains("| sync-over-async-init |  | 600.00 ns | 2.268 µs |", report, StringComparison.Ordinal);
        Assert.Contains("`async-cost.task-sync-alloc`", report, StringComparison.Ordinal);
        Assert.Contains("**refuted**", report, StringComparison.Ordinal);
        Assert.Contains("**not-measured**", report, StringComparison.Ordinal);
        Assert.Contains("allocates \\| one task", report, StringComparison.Ordinal);
        Assert.Contains("3 claims: **1 hold**, 0 differ, 1 refuted, 0 inconclusive, 1 not measured.", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_FailedExperiment_ShowsItsError()
    {
        var report = MarkdownReport.Render(SampleResults.Create());

        Assert.Contains("**failed**: InvalidOperationException: boom", report, StringComparison.Ordinal);
    }
}
