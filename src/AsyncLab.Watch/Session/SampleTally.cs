using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Session;

/// <summary>
/// Sampled stacks by their first callers outside the runtime's library, per thread, with the routes the samples fell
/// in; idle threads (all frames in the library) are left out. Kept per thread so that a capture, which learns which
/// threads are pool workers only as it goes, can keep the pool workers' samples at its end.
/// </summary>
public sealed class SampleTally
{
    private const int KeyFrames = 4;
    private const int FramesKept = 16;
    private const int RoutesShown = 5;

    private readonly Dictionary<(int Thread, string Key), Place> byPlace = [];

    /// <summary>Every sample added, idle ones included.</summary>
    public int Seen { get; private set; }

    public void Add(int thread, IReadOnlyList<string> frames, string? route)
    {
        Seen++;
        var callers = StackEvidence.Callers(frames, KeyFrames).ToList();
        if (callers.Count == 0)
        {
            return;
        }

        var key = (thread, string.Join('\n', callers));
        if (!byPlace.TryGetValue(key, out var place))
        {
            byPlace[key] = place = new Place([.. frames.Take(FramesKept)]);
        }

        place.Samples++;
        if (route is not null && (place.Routes.ContainsKey(route) || place.Routes.Count < BlockingStacks.RouteLimit))
        {
            place.Routes[route] = place.Routes.GetValueOrDefault(route) + 1;
        }
    }

    /// <summary>The samples of the threads <paramref name="counts"/> keeps, as <see cref="StacksSampled"/>.</summary>
    public StacksSampled Sampled(TimeSpan at, TimeSpan over, Func<int, bool> counts, int stacks, string? failure = null)
    {
        var kept = byPlace.Where(p => counts(p.Key.Thread)).ToList();
        var top = kept.GroupBy(p => p.Key.Key, StringComparer.Ordinal)
            .Select(g =>
            {
                var routes = new Dictionary<string, int>(StringComparer.Ordinal);
                foreach (var (route, count) in g.SelectMany(p => p.Value.Routes))
                {
                    routes[route] = routes.GetValueOrDefault(route) + count;
                }

                return new SampledStack(g.First().Value.Frames, g.Sum(p => p.Value.Samples), g.Count())
                {
                    Routes = RouteCount.Top(routes, RoutesShown),
                };
            })
            .OrderByDescending(s => s.Samples)
            .Take(stacks);
        return new StacksSampled(at, over, kept.Sum(p => p.Value.Samples), [.. top], failure);
    }

    private sealed class Place(IReadOnlyList<string> frames)
    {
        public IReadOnlyList<string> Frames { get; } = frames;

        public int Samples { get; set; }

        public Dictionary<string, int> Routes { get; } = new(StringComparer.Ordinal);
    }
}
