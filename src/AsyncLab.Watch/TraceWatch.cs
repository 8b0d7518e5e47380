using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;

namespace AsyncLab.Watch;

/// <summary><c>watch --trace FILE...</c>: each capture judged as one process, into the same watch.json as a live watch.</summary>
public static class TraceWatch
{
    /// <param name="warmUp">How long after each capture's start the rules start to count.</param>
    public static WatchDocument Judge(IReadOnlyList<string> paths, TimeSpan warmUp)
    {
        var judged = paths.Select(p => TraceCapture.Judge(p, warmUp)).ToList();
        return new WatchDocument(
            WatchDocument.CurrentSchema,
            judged.Min(j => j.StartedUtc),
            Math.Round(judged.Max(j => j.Process.Timeline.Count > 0 ? j.Process.Timeline[^1].AtS : 0), 1),
            WatchEnd.TraceRead,
            new WatchTarget(null, null, [.. paths.Select(Path.GetFullPath)]),
            [.. judged.Select(j => j.Process)],
            [])
        {
            WarmUpS = warmUp.TotalSeconds,
        };
    }
}
