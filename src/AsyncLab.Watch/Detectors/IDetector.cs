using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>A live rule over a target's runtime events: it sees every event once, in order, and can be judged at any time.</summary>
public interface IDetector
{
    /// <summary>The detector's name, as --fail-on and watch.json spell it.</summary>
    string Name { get; }

    void Observe(WatchEvent watchEvent);

    /// <param name="span">The seconds to judge: after the warm-up, up to how long the watch has run.</param>
    /// <param name="signals">The signals the watch asked for.</param>
    DetectorVerdict Judge(RuleSpan span, WatchSignals signals);
}
