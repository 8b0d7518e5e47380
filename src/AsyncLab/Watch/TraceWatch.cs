using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;

namespace AsyncLab.Watch;

/// <summary><c>watch --trace FILE...</c>: each capture judged as one process, into the same watch.json as a live watch.</summary>
public static class TraceWatch
{
    public static WatchDocument Judge(IReadOnlyList<string> paths)
    {
        var judged = paths.Select(TraceCapture.Judge).ToList();
        return new WatchDocument(
            WatchDocument.CurrentSchema,
            judged.Min(j => j.StartedUtc),
            Math.Round(judged.Max(j => j.Process.Timeline.Count > 0 ? j.Process.Timeline[^1].AtS : 0), 1),
            WatchEnd.TraceRead,
            new WatchTarget(null, null, [.. paths.Select(Path.GetFullPath)]),
            [.. judged.Select(j => j.Process)],
            []);
    }
}
