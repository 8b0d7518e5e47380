using System.Diagnostics.Tracing;
using System.Net.Sockets;
using Microsoft.Diagnostics.NETCore.Client;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Parsers;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;

namespace AsyncLab.Watch.Session;

/// <summary>
/// Where a process's jitted methods lie in memory, with their IL-to-native maps, so that a frame's address names a
/// source line (<see cref="SourceLines"/>). A rundown gives the code jitted before the watch, the watch's own method
/// events the code jitted during it. TraceEvent's live TraceLog names the methods but keeps no IL map for code from
/// its initial rundown, which is most of a warm service's code, hence this table of its own.
/// </summary>
public sealed class JittedCode
{
    private readonly Dictionary<long, string> modules = [];
    private readonly Dictionary<long, Body> latestById = [];
    private readonly Dictionary<long, List<(int Native, int IL)>> pendingMaps = [];
    private readonly List<Body> byStart = [];

    // The same return addresses come back with every wait on the same call, so each is resolved once.
    private readonly Dictionary<ulong, string?> lineByAddress = [];

    /// <summary>Bodies known, for the tests and the watch's own figures.</summary>
    public int Count => byStart.Count;

    /// <summary>
    /// The code process <paramref name="client"/> has jitted so far, from a rundown session of its own; empty where the
    /// rundown failed (then only the code jitted during the watch names lines).
    /// </summary>
    public static JittedCode FromRundown(DiagnosticsClient client)
    {
        var code = new JittedCode();
        try
        {
            using var session = client.StartEventPipeSession(
                [new EventPipeProvider(WatchProviders.RuntimeProvider, EventLevel.Informational, WatchProviders.MethodKeywords)],
                requestRundown: true);
            using var source = new EventPipeEventSource(session.EventStream);
            var rundown = new ClrRundownTraceEventParser(source);
            rundown.LoaderModuleDCStop += e => code.OnModule(e.ModuleID, e.ModuleILPath);
            rundown.MethodDCStopVerbose += e => code.OnMethod(e.MethodID, e.ModuleID, e.MethodStartAddress, e.MethodSize, e.MethodToken);
            rundown.MethodILToNativeMapDCStop += e => code.OnMap(e.MethodID, MapOf(e));

            // The rundown comes when the session stops; the stream must be read meanwhile, or the runtime's writes block.
            var reading = Task.Run(source.Process);
            session.Stop();
            reading.Wait(TimeSpan.FromSeconds(30));
        }
        catch (Exception ex) when (ex is DiagnosticsClientException or IOException or SocketException or TimeoutException
            or ObjectDisposedException or EndOfStreamException or AggregateException || TargetSession.IsCutShort(ex))
        {
            // the code jitted before the watch names no lines
        }

        return code;
    }

    /// <summary>Keeps the table current from a session that asked for <see cref="WatchProviders.MethodKeywords"/>.</summary>
    public void Follow(TraceEventDispatcher source)
    {
        var clr = new ClrTraceEventParser(source);
        clr.LoaderModuleLoad += e => OnModule(e.ModuleID, e.ModuleILPath);
        clr.MethodLoadVerbose += e => OnMethod(e.MethodID, e.ModuleID, e.MethodStartAddress, e.MethodSize, e.MethodToken);
        clr.MethodILToNativeMap += e => OnMap(e.MethodID, MapOf(e));
    }

    /// <summary>"File.cs:42" for a return address (or instruction pointer) in jitted code, or null.</summary>
    public string? LineOf(ulong address)
    {
        if (lineByAddress.TryGetValue(address, out var known))
        {
            return known;
        }

        // A body whose map or module has not arrived yet names no line now, but may later: only final answers are kept.
        if (Find(address) is not { Map: not null } body || !modules.TryGetValue(body.ModuleId, out var module))
        {
            return null;
        }

        // A caller's frame holds the address after its call: the instruction before it is the call, in the call's statement.
        var native = (int)(address - body.Start) - 1;
        var il = -1;
        foreach (var (nativeOffset, ilOffset) in body.Map)
        {
            if (nativeOffset > native)
            {
                break;
            }

            il = ilOffset;
        }

        return lineByAddress[address] = SourceLines.Find(module, body.Token, il);
    }

    private Body? Find(ulong address)
    {
        var at = FirstStartingAfter(address) - 1;
        return at >= 0 && address < byStart[at].Start + (ulong)byStart[at].Size ? byStart[at] : null;
    }

    // The index of the first body that starts after the address (the list is kept in start order).
    private int FirstStartingAfter(ulong address)
    {
        int low = 0, high = byStart.Count;
        while (low < high)
        {
            var mid = (low + high) / 2;
            if (byStart[mid].Start <= address)
            {
                low = mid + 1;
            }
            else
            {
                high = mid;
            }
        }

        return low;
    }

    internal void OnModule(long moduleId, string path)
    {
        if (!string.IsNullOrEmpty(path))
        {
            modules[moduleId] = path;
        }
    }

    internal void OnMethod(long methodId, long moduleId, ulong start, int size, int token)
    {
        var body = new Body(start, size, moduleId, token);
        if (pendingMaps.Remove(methodId, out var map))
        {
            body.Map = map;
        }

        latestById[methodId] = body;
        byStart.Insert(FirstStartingAfter(start), body);
    }

    // A map carries its method's id but not its body's address. A jit sends the body's event and then its map; a rundown
    // sends the map first. So a map goes to its method's latest body while that has none, else waits for the next body.
    internal void OnMap(long methodId, List<(int Native, int IL)> map)
    {
        map.Sort((a, b) => a.Native.CompareTo(b.Native));
        if (latestById.TryGetValue(methodId, out var body) && body.Map is null)
        {
            body.Map = map;
        }
        else
        {
            pendingMaps[methodId] = map;
        }
    }

    private static List<(int Native, int IL)> MapOf(MethodILToNativeMapTraceData e)
    {
        var map = new List<(int Native, int IL)>(e.CountOfMapEntries);
        for (var i = 0; i < e.CountOfMapEntries; i++)
        {
            // Negative IL offsets mark the prolog, the epilog and code with no IL of its own.
            if (e.ILOffset(i) >= 0)
            {
                map.Add((e.NativeOffset(i), e.ILOffset(i)));
            }
        }

        return map;
    }

    private sealed class Body(ulong start, int size, long moduleId, int token)
    {
        public ulong Start { get; } = start;

        public int Size { get; } = size;

        public long ModuleId { get; } = moduleId;

        public int Token { get; } = token;

        public List<(int Native, int IL)>? Map { get; set; }
    }
}
