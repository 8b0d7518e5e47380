namespace AsyncLab.Load;

/// <summary>
/// Where the runtime runs the continuation of a socket operation that completes asynchronously on Linux and macOS.
/// By default the epoll thread queues it to the thread pool: a hop and a wake-up per response. A load driver's
/// continuations never block (they record a figure and send the next request), so running them inline on the
/// epoll thread, as wrk does on its event loops, is safe and spends less CPU per request on the machine the
/// server shares. Measured on a small machine against /health with 64 users: about 0.7 of wrk's request rate queued,
/// about 0.9 inline (bench/load-vs-wrk.sh).
/// </summary>
public static class SocketCompletionMode
{
    // Read once, by the socket engine's static constructor, on the first asynchronous socket operation of the process.
    internal const string InlineVariable = "DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS";

    /// <summary>
    /// Asks for inline completions, unless the user chose a mode in the environment. Takes effect only when called
    /// before the process's first asynchronous socket operation, so the <c>load</c> verb calls it first thing. Not
    /// for <c>run</c> or <c>serve</c>: the server's thread pool is what the experiments observe, and the lab's own
    /// process hosts code (benchmarks, database clients) whose continuations may block.
    /// </summary>
    /// <returns>Whether completions will run inline.</returns>
    public static bool PreferInline() => PreferInline(Environment.GetEnvironmentVariable, Environment.SetEnvironmentVariable);

    /// <summary>The decision alone, on an environment given as two functions (tests pass their own).</summary>
    internal static bool PreferInline(Func<string, string?> read, Action<string, string> write)
    {
        var chosen = read(InlineVariable);
        if (chosen is null)
        {
            write(InlineVariable, "1");
            return true;
        }

        return chosen == "1";
    }
}
