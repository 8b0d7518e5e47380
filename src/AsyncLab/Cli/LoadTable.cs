using System.Globalization;
using AsyncLab.Html;
using AsyncLab.Load;
using AsyncLab.Results;

namespace AsyncLab.Cli;

/// <summary>A load run as text: the article's layout (req/s min/max/mean, duration max/min/mean), the distribution, the failures.</summary>
public static class LoadTable
{
    public static void Write(TextWriter output, LoadReport report)
    {
        var l = report.Latency;
        var concurrency = report.OpenLoop is { } open
            ? Invariant($"in flight peak {open.PeakInFlight} of {open.MaxInFlight}")
            : Invariant($"peak users {report.PeakUsers}");
        output.WriteLine(
            Invariant($"requests {report.Requests}: {report.Succeeded} ok, {report.Errors} errors, {report.Timeouts} timeouts ") +
            Invariant($"(after {report.Plan.RequestTimeout.TotalSeconds:0.###} s; not in the latency figures); ") +
            Invariant($"{concurrency}; {report.Elapsed.TotalSeconds:0.0} s"));
        output.WriteLine(
            Invariant($"req/s      min {report.MinWindowRps,9:0.0}  max {report.MaxWindowRps,9:0.0}  mean {report.MeanRps,9:0.0}"));
        output.WriteLine($"duration   max {Ms(l.MaxMs),9}  min {Ms(l.MinMs),9}  mean {Ms(l.MeanMs),9}");
        output.WriteLine($"latency    p50 {Ms(l.P50Ms),9}  p90 {Ms(l.P90Ms),9}  p99  {Ms(l.P99Ms),9}");
        if (report.OpenLoop is { } schedule)
        {
            WriteSchedule(output, schedule);
        }

        output.WriteLine(
            Invariant($"driver cpu {report.CpuMicrosecondsPerRequest:0.0} µs and ") +
            Invariant($"{report.AllocatedBytesPerRequest:0} B allocated per request, ") +
            Invariant($"{report.CoresUsed:0.00} cores busy (its whole process)"));
        output.WriteLine(
            "req/s per second: " + string.Join(' ', report.WindowRps.Select(r => r.ToString("0", CultureInfo.InvariantCulture))));
    }

    /// <summary>What became of the open-loop schedule; a rate the driver did not keep is said so, with why.</summary>
    private static void WriteSchedule(TextWriter output, OpenLoopReport s)
    {
        var lag = LatencySummary.Of(s.SendLag);
        output.WriteLine(
            Invariant($"schedule   {s.Rate:0.###} req/s: {s.Scheduled} due, ") +
            Invariant($"{s.Late} sent late (> {ArrivalSchedule.LateAfter.TotalMilliseconds:0} ms after due), {s.Unsent} not sent; ") +
            "latency counts from each request's due time");
        output.WriteLine($"send lag   p50 {Ms(lag.P50Ms),9}  p99 {Ms(lag.P99Ms),9}  max  {Ms(lag.MaxMs),9}");
        if (s.Sustained)
        {
            output.WriteLine("rate sustained: every due request was sent, at most 1 % of them late");
            return;
        }

        var why = s.CapReached
            ? Invariant($"all {s.MaxInFlight} in-flight slots were busy (raise --max-in-flight, or the server is too slow for this rate)")
            : "the driver fell behind its own schedule (its process short of CPU, or still compiling its code: try --warmup)";
        output.WriteLine(Invariant($"rate NOT sustained: {s.Late} late and {s.Unsent} not sent of {s.Scheduled} due; {why}"));
    }

    private static string Ms(double ms) => MetricUnit.Milliseconds.Format(ms);

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
