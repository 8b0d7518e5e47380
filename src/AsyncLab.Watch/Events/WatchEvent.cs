namespace AsyncLab.Watch.Events;

/// <summary>
/// One runtime event of a watched process, already parsed: the detectors read only these, so they can be tested on
/// synthetic sequences without a live process. <see cref="At"/> is the time since the watch began.
/// </summary>
public abstract record WatchEvent(TimeSpan At);
