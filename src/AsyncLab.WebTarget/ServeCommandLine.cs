using System.CommandLine;
using System.Globalization;
using System.Net;

namespace AsyncLab.WebTarget;

/// <summary>
/// serve's command line in one place: the options it parses (its own and every room's) and the arguments the lab writes
/// to start it as a child, so the two cannot drift apart.
/// </summary>
public static class ServeCommandLine
{
    public const string Verb = "serve";

    /// <summary>The line serve prints once it listens; the lab reads the bound address from it.</summary>
    public const string ListeningPrefix = "listening on ";

    private const string PortName = "--port";
    private const string HostName = "--host";
    private const string MinThreadsName = "--min-threads";
    private const string MaxThreadsName = "--max-threads";
    private const string ParentPidName = "--parent-pid";
    private const string ReportSamplesName = "--report-samples";

    /// <summary>The serve command; <paramref name="serve"/> gets the parsed options and whether to print pool samples.</summary>
    public static Command Create(IReadOnlyList<ITargetRoom> rooms, Func<WebTargetOptions, bool, CancellationToken, Task<int>> serve)
    {
        var port = new Option<int>(PortName) { Description = "Port to listen on; 0 picks a free one.", DefaultValueFactory = _ => 5080 };
        var host = new Option<string>(HostName)
        {
            Description = "Address to bind (an IP address).",
            DefaultValueFactory = _ => "127.0.0.1",
        };
        var minThreads = new Option<int?>(MinThreadsName) { Description = "Worker pool minimum (default: the runtime's)." };
        var maxThreads = new Option<int?>(MaxThreadsName) { Description = "Worker pool maximum (default: the runtime's)." };
        var parentPid = new Option<int?>(ParentPidName)
        {
            Description = "Stop when this process is gone (used by the lab).",
            Hidden = true,
        };
        var reportSamples = new Option<bool>(ReportSamplesName)
        {
            Description = "Print every pool sample on stdout (used by the lab).",
            Hidden = true,
        };
        var command = new Command(Verb, "Run the target server of the web experiments in the foreground until Ctrl+C.")
        {
            port, host, minThreads, maxThreads, parentPid, reportSamples,
        };
        foreach (var option in rooms.SelectMany(r => r.Options))
        {
            command.Options.Add(option);
        }

        command.SetAction((parse, cancellationToken) =>
        {
            var options = new WebTargetOptions(
                ParseHost(parse.GetValue(host)!),
                parse.GetValue(port),
                parse.GetValue(minThreads),
                parse.GetValue(maxThreads),
                parse.GetValue(parentPid))
            {
                Groups = rooms.Select(r => r.Open(parse, Environment.GetEnvironmentVariable)).ToList(),
            };
            return serve(options, parse.GetValue(reportSamples), cancellationToken);
        });
        return command;
    }

    /// <summary>
    /// The arguments (after the lab's own executable) of a serve child: a free loopback port, pool samples on stdout,
    /// stopping with the lab, the pool bounds asked for and each room's options.
    /// </summary>
    public static IReadOnlyList<string> ChildArguments(int parentPid, int? minThreads, int? maxThreads, IEnumerable<RoomLaunch> rooms)
    {
        var args = new List<string> { Verb, PortName, "0", ReportSamplesName, ParentPidName, Text(parentPid) };
        if (minThreads is { } min)
        {
            args.AddRange([MinThreadsName, Text(min)]);
        }

        if (maxThreads is { } max)
        {
            args.AddRange([MaxThreadsName, Text(max)]);
        }

        foreach (var room in rooms)
        {
            args.AddRange(room.Arguments);
        }

        return args;
    }

    private static string Text(int value) => value.ToString(CultureInfo.InvariantCulture);

    private static IPAddress ParseHost(string text) =>
        string.Equals(text, "localhost", StringComparison.OrdinalIgnoreCase) ? IPAddress.Loopback
        : IPAddress.TryParse(text, out var address) ? address
        : throw new ServeUsageException($"{HostName} '{text}' is not an IP address (e.g. 127.0.0.1)");
}
