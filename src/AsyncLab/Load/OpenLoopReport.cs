using AsyncLab.Results;

namespace AsyncLab.Load;

/// <summary>
/// What became of an open-loop schedule: how many requests were due, how many went out late or not at all, and how
/// far behind the driver sent them. Latencies elsewhere in the report count from each request's due time.
/// </summary>
/// <param name="Rate">Requests due per second.</param>
/// <param name="MaxInFlight">The cap on unanswered requests (one connection each).</param>
/// <param name="Scheduled">Requests due within the run.</param>
/// <param name="Late">Sent more than <see cref="ArrivalSchedule.LateAfter"/> after their due time.</param>
/// <param name="Unsent">Due, but still waiting for a free slot when the run ended: never sent, no latency recorded.</param>
/// <param name="PeakInFlight">The most requests unanswered at once; equal to the cap when the cap held requests back.</param>
/// <param name="SendLag">From due time to sending, per sent request.</param>
public sealed record OpenLoopReport(
    double Rate,
    int MaxInFlight,
    long Scheduled,
    long Late,
    long Unsent,
    long PeakInFlight,
    LatencyHistogram SendLag)
{
    /// <summary>The driver kept to the schedule: every due request sent, at most 1 % of them late.</summary>
    public bool Sustained => Unsent == 0 && Late * 100 <= Scheduled;

    public bool CapReached => PeakInFlight >= MaxInFlight;

    public void AddTo(IDictionary<string, double> metrics)
    {
        metrics[MetricNames.ScheduledRequests] = Scheduled;
        metrics[MetricNames.LateRequests] = Late;
        metrics[MetricNames.UnsentRequests] = Unsent;
        metrics[MetricNames.InFlightPeak] = PeakInFlight;
        if (SendLag.Count > 0)
        {
            // The rest of the distribution is in the send_lag_us histogram.
            metrics[MetricNames.SendLagP99Ms] = SendLag.ValueAtPercentile(99) / 1000;
        }
    }
}
