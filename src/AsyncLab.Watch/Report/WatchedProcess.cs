using AsyncLab.Watch.Detectors;

namespace AsyncLab.Watch.Report;

/// <summary>
/// One process of a watch, judged on its own events only: a command's CLI host, build nodes and test host each get
/// their own counters, waits, verdicts and timeline, so one process's queue or GC pause never lands in another's.
/// </summary>
/// <param name="RuntimeMajor">The process's .NET major version, or null where it could not be read.</param>
/// <param name="Signals">The signals asked of this process's runtime (a detector whose signal is absent cannot tell).</param>
/// <param name="EventsLost">Events the runtime dropped before the watch read them.</param>
public sealed record WatchedProcess(
    int ProcessId,
    int? RuntimeMajor,
    IReadOnlyList<string> Signals,
    long EventsLost,
    IReadOnlyList<DetectorVerdict> Verdicts,
    IReadOnlyList<TimelinePoint> Timeline)
{
    /// <summary>
    /// Whether the process's whole watch fell inside its warm-up (--since), so no rule judged it: its verdicts cannot tell.
    /// </summary>
    public bool WithinWarmUp { get; init; }

    /// <summary>".NET 10", or ".NET version unknown" where the version could not be read.</summary>
    public static string RuntimeText(int? major) =>
        major is { } m ? ".NET " + m.ToString(System.Globalization.CultureInfo.InvariantCulture) : ".NET version unknown";

    /// <summary>The process's runtime, and the events lost where there were any: ".NET 10, 3 events lost".</summary>
    public string Describe() => RuntimeText(RuntimeMajor) + (EventsLost > 0
        ? string.Create(System.Globalization.CultureInfo.InvariantCulture, $", {EventsLost:N0} events lost")
        : string.Empty);
}
