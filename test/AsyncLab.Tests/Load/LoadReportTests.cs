using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

public sealed class LoadReportTests
{
    private static readonly LoadPlan Plan = LoadPlan.Constant(new Uri("http://127.0.0.1:1/"), 4, TimeSpan.FromSeconds(2));

    [Fact]
    public void PerRequest_HalfASecondAnd12MBOver10000Requests_50MicrosecondsAnd1200Bytes()
    {
        var report = Report(requests: 10_000, new DriverCost(TimeSpan.FromMilliseconds(500), 12_000_000));

        Assert.Equal(50, report.CpuMicrosecondsPerRequest, precision: 9);
        Assert.Equal(1_200, report.AllocatedBytesPerRequest, precision: 9);
        Assert.Equal(0.25, report.CoresUsed, precision: 9);
    }

    [Fact]
    public void PerRequest_NoRequests_Zero()
    {
        var report = Report(requests: 0, new DriverCost(TimeSpan.FromMilliseconds(10), 4_096));

        Assert.Equal(0, report.CpuMicrosecondsPerRequest);
        Assert.Equal(0, report.AllocatedBytesPerRequest);
    }

    private static LoadReport Report(long requests, DriverCost cost) => new(
        Plan, TimeSpan.FromSeconds(2), requests, 0, 0, 4, LatencySummary.None, [requests / 2.0, requests / 2.0], requests / 2.0, cost);
}
