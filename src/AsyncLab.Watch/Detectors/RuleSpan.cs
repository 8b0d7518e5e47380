using System.Globalization;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// What the rules judge of one process: the seconds after its warm-up (the first seconds after attach, when a runtime
/// starting up or a pool growing to its load adds threads and blocks briefly by design) up to now, in sliding windows of
/// <see cref="Window"/>. A rule finds a problem when any one window meets it, so a longer watch is not judged on more
/// events, only on more windows of the same length.
/// </summary>
/// <param name="WarmUpEnd">When the warm-up ends, from the watch's start.</param>
/// <param name="Elapsed">How long the watch has run.</param>
/// <param name="WarmUp">The warm-up's length (--since).</param>
public readonly record struct RuleSpan(TimeSpan WarmUpEnd, TimeSpan Elapsed, TimeSpan WarmUp)
{
    /// <summary>Each rule's window: long enough for five counter samples, short enough that a burst is not averaged away.</summary>
    public static readonly TimeSpan Window = TimeSpan.FromSeconds(5);

    /// <summary>The default warm-up after attach (or after the capture's first event).</summary>
    public static readonly TimeSpan DefaultWarmUp = TimeSpan.FromSeconds(3);

    /// <summary>A span with no warm-up: every event counts (synthetic tests, and captures judged whole).</summary>
    public static RuleSpan Whole(TimeSpan elapsed) => new(TimeSpan.Zero, elapsed, TimeSpan.Zero);

    /// <summary>The first whole second after the warm-up.</summary>
    public int FirstSecond => (int)Math.Ceiling(WarmUpEnd.TotalSeconds);

    /// <summary>The second the watch is in now, counted whole (its bin is partly filled).</summary>
    public int LastSecond => (int)Math.Ceiling(Elapsed.TotalSeconds);

    /// <summary>Whether any second after the warm-up was watched.</summary>
    public bool HasWindows => LastSecond > FirstSecond;

    /// <summary>
    /// The windows to judge, as bin ranges [From, To): one ending at each second after the warm-up, each at most
    /// <see cref="Window"/> long (the first few are shorter, so a short process is judged on what it had).
    /// </summary>
    public IEnumerable<(int From, int To)> Windows()
    {
        var width = (int)Window.TotalSeconds;
        for (var to = FirstSecond + 1; to <= LastSecond; to++)
        {
            yield return (Math.Max(FirstSecond, to - width), to);
        }
    }

    /// <summary>Whether an event at <paramref name="at"/> falls after the warm-up.</summary>
    public bool Counts(TimeSpan at) => at.TotalSeconds >= FirstSecond;

    /// <summary>The "cannot tell" reason of a process whose watch ended inside its warm-up.</summary>
    public string WarmUpOnly() => string.Create(CultureInfo.InvariantCulture,
        $"a whole second after the {WarmUp.TotalSeconds:0.#} s warm-up (--since): this process was watched " +
        $"{Elapsed.TotalSeconds:0.0} s, its warm-up ending at {WarmUpEnd.TotalSeconds:0.0} s");

    /// <summary>How a window reads in evidence.</summary>
    public static string Describe((int From, int To) window) =>
        string.Create(CultureInfo.InvariantCulture, $"{window.From}–{window.To} s");

    /// <summary>The rule's preamble: which stretch of the watch it judged.</summary>
    public string Judged() => string.Create(CultureInfo.InvariantCulture,
        $"judged in {Window.TotalSeconds:0} s windows after a {WarmUp.TotalSeconds:0.#} s warm-up");
}
