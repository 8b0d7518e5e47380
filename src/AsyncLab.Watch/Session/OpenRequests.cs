using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Session;

namespace AsyncLab.Watch.Session;

/// <summary>
/// The ASP.NET Core request each thread last started and has not ended, from the Hosting EventSource's RequestStart
/// (method, path) and RequestStop. Hosting raises the start on the thread that runs the request's pipeline, and a
/// synchronous handler blocks on that same thread, so a wait or a sample on it falls in that request. RequestStop carries
/// nothing and comes on the thread that finishes the request: an async request finished elsewhere leaves its thread
/// marked until that thread starts its next request, and a wait there meanwhile is put down to the old one.
/// </summary>
public sealed class OpenRequests
{
    public const string HostingProvider = "Microsoft.AspNetCore.Hosting";

    private const int RequestStartId = 3;
    private const int RequestStopId = 4;

    private static readonly Guid HostingGuid = TraceEventProviders.GetEventSourceGuidFromName(HostingProvider);

    private readonly Dictionary<int, string> byThread = [];

    /// <summary>Takes a Hosting request event into account; any other event is passed over.</summary>
    public void Observe(TraceEvent e)
    {
        if (e.ProviderGuid != HostingGuid && e.ProviderName != HostingProvider)
        {
            return;
        }

        switch ((int)e.ID)
        {
            case RequestStartId when Route(e) is { } route:
                byThread[e.ThreadID] = route;
                break;
            case RequestStopId:
                byThread.Remove(e.ThreadID);
                break;
        }
    }

    /// <summary>The route of the request open on <paramref name="threadId"/>, or null.</summary>
    public string? RouteOf(int threadId) => byThread.GetValueOrDefault(threadId);

    /// <summary>"GET /path": the path without its query string (Hosting sends the path alone, but a proxy may not).</summary>
    public static string Route(string method, string path)
    {
        var query = path.IndexOf('?', StringComparison.Ordinal);
        return method + " " + (query < 0 ? path : path[..query]);
    }

    // A live TraceLog passes the Hosting events on undecoded (it knows their provider by its id alone), so where the fields
    // have no names the payload is read as EventSource writes it: the method, then the path, each UTF-16 up to a NUL.
    private static string? Route(TraceEvent e)
    {
        try
        {
            if (e.PayloadNames is { Length: >= 2 } && e.PayloadByName("method") is string method && e.PayloadByName("path") is string path)
            {
                return Route(method, path);
            }
        }
        catch (Exception ex) when (ex is ArgumentException or IndexOutOfRangeException or InvalidOperationException)
        {
            // read below from the raw payload
        }

        var data = e.EventData();
        return Utf16(data, 0) is { } m && Utf16(data, (m.Length + 1) * 2) is { } p ? Route(m, p) : null;
    }

    private static string? Utf16(byte[] data, int from)
    {
        for (var at = from; at + 1 < data.Length; at += 2)
        {
            if (data[at] == 0 && data[at + 1] == 0)
            {
                return System.Text.Encoding.Unicode.GetString(data, from, at - from);
            }
        }

        return null;
    }
}
