using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Blocked time per distinct stack, for the top stacks of the blocking verdict, with the ASP.NET Core routes its waits
/// fell in. Holds at most <see cref="Limit"/> distinct stacks, and per stack at most <see cref="RouteLimit"/> routes.
/// </summary>
public sealed class BlockingStacks
{
    public const int Limit = 1_000;

    /// <summary>Distinct routes kept per stack: a path with ids in it (/orders/42) makes a route per id.</summary>
    public const int RouteLimit = 50;

    private const int FramesKept = 16;
    private const int RoutesShown = 5;

    // Stacks whose first callers outside the runtime's library agree blocked at the same call, as the verdict shows it;
    // deeper frames (the server's plumbing) vary from request to request.
    private const int KeyFrames = 4;

    private readonly Dictionary<string, Total> byStack = new(StringComparer.Ordinal);

    /// <summary>How many finished waits came with their frames.</summary>
    public int WaitsWithFrames { get; private set; }

    public void Add(IReadOnlyList<string>? frames, TimeSpan waited, string? route = null)
    {
        if (frames is not { Count: > 0 })
        {
            return;
        }

        WaitsWithFrames++;
        var kept = frames.Count > FramesKept ? [.. frames.Take(FramesKept)] : frames;
        var key = string.Join('\n', StackEvidence.Callers(kept, KeyFrames));
        if (!byStack.TryGetValue(key, out var total))
        {
            if (byStack.Count >= Limit)
            {
                return;
            }

            byStack[key] = total = new Total(kept);
        }

        total.Add(waited, route);
    }

    /// <summary>
    /// The <paramref name="count"/> stacks with the most blocked time, counting <paramref name="ongoing"/> waits so far too.
    /// </summary>
    public IReadOnlyList<StackEvidence> Top(int count, IEnumerable<(IReadOnlyList<string>? Frames, TimeSpan Waited, string? Route)> ongoing)
    {
        var all = new BlockingStacks();
        foreach (var (key, total) in byStack)
        {
            all.byStack[key] = total.Copy();
        }

        foreach (var (frames, waited, route) in ongoing)
        {
            all.Add(frames, waited, route);
        }

        return
        [
            .. all.byStack.Values
                .OrderByDescending(s => s.Blocked)
                .Take(count)
                .Select(s => new StackEvidence(Math.Round(s.Blocked.TotalMilliseconds), s.Waits, s.Frames)
                {
                    Routes = RouteCount.Top(s.Routes, RoutesShown),
                }),
        ];
    }

    private sealed class Total(IReadOnlyList<string> frames)
    {
        public IReadOnlyList<string> Frames { get; } = frames;

        public int Waits { get; private set; }

        public TimeSpan Blocked { get; private set; }

        public Dictionary<string, int> Routes { get; private init; } = new(StringComparer.Ordinal);

        public void Add(TimeSpan waited, string? route)
        {
            Waits++;
            Blocked += waited;
            if (route is not null && (Routes.ContainsKey(route) || Routes.Count < RouteLimit))
            {
                Routes[route] = Routes.GetValueOrDefault(route) + 1;
            }
        }

        public Total Copy() => new(Frames) { Waits = Waits, Blocked = Blocked, Routes = new(Routes, StringComparer.Ordinal) };
    }
}
