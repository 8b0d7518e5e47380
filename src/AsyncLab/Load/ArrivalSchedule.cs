using System.Diagnostics;

namespace AsyncLab.Load;

/// <summary>
/// The open loop's timetable and what became of it. Request i is due at start + i / rate, whatever the server is
/// doing; a free in-flight slot claims the next due request, waits for its time and sends it, so when every slot is
/// busy the due requests wait, are sent late, and their latency (counted from the due time) says so. Nothing is sent
/// after the planned end (plus <see cref="LateAfter"/>): what is still waiting then is counted as not sent.
/// </summary>
internal sealed class ArrivalSchedule
{
    /// <summary>
    /// Sent later than this after its due time, a request counts as late: the driver fell behind (every slot busy, or
    /// its process short of CPU). Well above the timer's granularity (about 1 ms), which delays every send a little.
    /// </summary>
    public static readonly TimeSpan LateAfter = TimeSpan.FromMilliseconds(10);

    private readonly long startedAt;
    private readonly double ticksPerRequest;
    private readonly long giveUpAt;
    private readonly long lateTicks = (long)(LateAfter.TotalSeconds * Stopwatch.Frequency);
    private long next;
    private long sent;
    private long late;
    private long inFlight;
    private long peakInFlight;

    public ArrivalSchedule(double rate, TimeSpan duration, long maxRequests, long startedAt)
    {
        this.startedAt = startedAt;
        Rate = rate;
        ticksPerRequest = Stopwatch.Frequency / rate;
        // Due times i / rate for every i with i / rate < duration.
        Scheduled = Math.Min(maxRequests, (long)Math.Ceiling(duration.TotalSeconds * rate));
        giveUpAt = startedAt + (long)((duration + LateAfter).TotalSeconds * Stopwatch.Frequency);
    }

    public double Rate { get; }

    /// <summary>Requests due within the planned duration (and the request bound).</summary>
    public long Scheduled { get; }

    /// <summary>Time from each sent request's due time to its sending.</summary>
    public LatencyHistogram SendLag { get; } = LatencyHistogram.Concurrent();

    /// <summary>The next due request's due time (a <see cref="Stopwatch"/> timestamp); false when all have been claimed.</summary>
    public bool TryClaim(out long due)
    {
        var index = Interlocked.Increment(ref next) - 1;
        due = startedAt + (long)(index * ticksPerRequest);
        return index < Scheduled;
    }

    /// <summary>Waits for <paramref name="due"/>; false when the run's end has passed and the request is not to be sent.</summary>
    public async ValueTask<bool> WaitForAsync(long due, CancellationToken abort)
    {
        while (true)
        {
            var now = Stopwatch.GetTimestamp();
            if (now >= due)
            {
                return now < giveUpAt;
            }

            // Whole milliseconds, rounded up, so a request is never sent before it is due (timers round to the millisecond).
            var wait = Math.Ceiling(Stopwatch.GetElapsedTime(now, due).TotalMilliseconds);
            await Task.Delay(TimeSpan.FromMilliseconds(wait), abort).ConfigureAwait(false);
        }
    }

    /// <summary>A request due at <paramref name="due"/> is being sent now.</summary>
    public void Sending(long due, long now)
    {
        SendLag.RecordElapsed(due, now);
        Interlocked.Increment(ref sent);
        if (now - due > lateTicks)
        {
            Interlocked.Increment(ref late);
        }

        var current = Interlocked.Increment(ref inFlight);
        var peak = Interlocked.Read(ref peakInFlight);
        while (current > peak)
        {
            var seen = Interlocked.CompareExchange(ref peakInFlight, current, peak);
            if (seen == peak)
            {
                break;
            }

            peak = seen;
        }
    }

    /// <summary>The request has been answered (or failed, or timed out).</summary>
    public void Finished() => Interlocked.Decrement(ref inFlight);

    public OpenLoopReport Report(int maxInFlight) => new(
        Rate,
        maxInFlight,
        Scheduled,
        Interlocked.Read(ref late),
        Scheduled - Interlocked.Read(ref sent),
        Interlocked.Read(ref peakInFlight),
        SendLag);
}
