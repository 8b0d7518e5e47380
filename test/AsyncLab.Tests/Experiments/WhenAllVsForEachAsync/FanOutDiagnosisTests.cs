using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

[Integration]
public class FanOutDiagnosisTests
{
    [Fact]
    public async Task ObserveAsync_CpuWhenAll_OneItemAtATimeOnOneThread()
    {
        var seen = await FanOutDiagnosis.ObserveAsync(new FanOutCase(WorkloadSuite.Cpu, FanOutMethods.WhenAll, 20, 100));

        Assert.Equal(new Concurrency(1, 1), seen);
    }

    [Fact]
    public async Task RunAsync_Rows_ReportsProgressToTheEnd()
    {
        var reports = new List<ExperimentProgress>();
        var rows = new[] { 1, 5 }.Select(n => new FanOutCase(WorkloadSuite.Cpu, FanOutMethods.WhenAll, n, 10)).ToList();

        var seen = await FanOutDiagnosis.RunAsync(rows, new SynchronousProgress(reports.Add), CancellationToken.None);

        Assert.Equal(2, seen.Count);
        Assert.Equal(new ExperimentProgress("diagnosis done", 2, 2), reports[^1]);
    }

    private sealed class SynchronousProgress(Action<ExperimentProgress> report) : IProgress<ExperimentProgress>
    {
        public void Report(ExperimentProgress value) => report(value);
    }
}
