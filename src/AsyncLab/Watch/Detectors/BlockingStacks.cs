namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Blocked time per distinct stack, for the top stacks of the blocking verdict. Holds at most <see cref="Limit"/> distinct
/// stacks.
/// </summary>
public sealed class BlockingStacks
{
    public const int Limit = 1_000;

    private const int FramesKept = 16;

    // Stacks whose first callers outside the runtime's library agree blocked at the same call, as the verdict shows it;
    // deeper frames (the server's plumbing) vary from request to request.
    private const int KeyFrames = 4;

    private readonly Dictionary<string, (int Waits, TimeSpan Blocked, IReadOnlyList<string> Frames)> byStack = new(StringComparer.Ordinal);

    public void Add(IReadOnlyList<string>? frames, TimeSpan waited)
    {
        if (frames is not { Count: > 0 })
        {
            return;
        }

        var kept = frames.Count > FramesKept ? [.. frames.Take(FramesKept)] : frames;
        var key = string.Join('\n', StackEvidence.Callers(kept, KeyFrames));
        if (byStack.TryGetValue(key, out var total))
        {
            byStack[key] = (total.Waits + 1, total.Blocked + waited, total.Frames);
        }
        else if (byStack.Count < Limit)
        {
            byStack[key] = (1, waited, kept);
        }
    }

    /// <summary>
    /// The <paramref name="count"/> stacks with the most blocked time, counting <paramref name="ongoing"/> waits so far too.
    /// </summary>
    public IReadOnlyList<StackEvidence> Top(int count, IEnumerable<(IReadOnlyList<string>? Frames, TimeSpan Waited)> ongoing)
    {
        var all = new BlockingStacks();
        foreach (var (key, total) in byStack)
        {
            all.byStack[key] = total;
        }

        foreach (var (frames, waited) in ongoing)
        {
            all.Add(frames, waited);
        }

        return
        [
            .. all.byStack.Values
                .OrderByDescending(s => s.Blocked)
                .Take(count)
                .Select(s => new StackEvidence(Math.Round(s.Blocked.TotalMilliseconds), s.Waits, s.Frames)),
        ];
    }
}
