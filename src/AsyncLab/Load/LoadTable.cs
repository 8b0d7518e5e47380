using System.Globalization;
using AsyncLab.Reporting;

namespace AsyncLab.Load;

/// <summary>A load run as text: the article's layout (req/s min/max/mean, duration max/min/mean), the distribution, the failures.</summary>
public static class LoadTable
{
    public static void Write(TextWriter output, LoadReport report)
    {
        var l = report.Latency;
        output.WriteLine(Invariant($"requests {report.Requests}: {report.Succeeded} ok, {report.Errors} errors, {report.Timeouts} timeouts (after {report.Plan.RequestTimeout.TotalSeconds:0.###} s; not in the latency figures); peak users {report.PeakUsers}; {report.Elapsed.TotalSeconds:0.0} s"));
        output.WriteLine(Invariant($"req/s      min {report.MinWindowRps,9:0.0}  max {report.MaxWindowRps,9:0.0}  mean {report.MeanRps,9:0.0}"));
        output.WriteLine($"duration   max {Ms(l.MaxMs),9}  min {Ms(l.MinMs),9}  mean {Ms(l.MeanMs),9}");
        output.WriteLine($"latency    p50 {Ms(l.P50Ms),9}  p90 {Ms(l.P90Ms),9}  p99  {Ms(l.P99Ms),9}");
        output.WriteLine(Invariant($"driver cpu {report.CpuMicrosecondsPerRequest:0.0} µs and {report.AllocatedBytesPerRequest:0} B allocated per request, {report.CoresUsed:0.00} cores busy (its whole process)"));
        output.WriteLine("req/s per second: " + string.Join(' ', report.WindowRps.Select(r => r.ToString("0", CultureInfo.InvariantCulture))));
    }

    private static string Ms(double ms) => MetricFormat.Format("latency_ms", ms);

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
