using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

[Integration]
public sealed class ReportVerbTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-report-verb-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task Report_RichResults_WritesHtmlAndChartsSameAsRenderedInProcess()
    {
        File.Copy(TestFiles.PathOf(RichResults.Path), Path.Combine(directory, ResultsFile.FileName));

        var outcome = await LabProcess.RunAsync("report", directory);

        Assert.Equal(0, outcome.ExitCode);
        Assert.Contains("report.html", outcome.Output, StringComparison.Ordinal);
        Assert.Equal(
            HtmlReport.Render(AsyncLab.Running.Rejudging.Apply(RichResults.Read(),
                AsyncLab.Catalog.ExperimentCatalog.ClaimsOf, AsyncLab.Catalog.ExperimentCatalog.RuntimeComparisons).Document),
            await File.ReadAllTextAsync(Path.Combine(directory, HtmlReport.FileName)));
        Assert.Equal(14, Directory.GetFiles(Path.Combine(directory, "charts"), "*.svg").Length);
    }
}
