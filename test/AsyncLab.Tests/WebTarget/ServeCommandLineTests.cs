using AsyncLab.WebTarget;

namespace AsyncLab.Tests.WebTarget;

/// <summary>serve's options are parsed where the lab's child arguments are written, so what the lab writes is what the child
/// reads.</summary>
public sealed class ServeCommandLineTests
{
    [Fact]
    public void ChildArguments_ParsedByServe_GiveThePoolBoundsAndParentAsked()
    {
        var args = ServeCommandLine.ChildArguments(parentPid: 4321, minThreads: 3, maxThreads: 40,
            rooms: [new RoomLaunch(["--room-flag", "x"], new Dictionary<string, string>())]);
        var (options, reportSamples) = Parse(args, new FlagRoom());

        Assert.Equal(0, options.Port);
        Assert.Equal(3, options.MinThreads);
        Assert.Equal(40, options.MaxThreads);
        Assert.Equal(4321, options.ParentPid);
        Assert.True(reportSamples);
        Assert.Equal("x", Assert.IsType<FlagGroup>(Assert.Single(options.Groups)).Value);
    }

    [Fact]
    public void ChildArguments_NoBounds_LeavesThemToTheRuntime()
    {
        var (options, _) = Parse(ServeCommandLine.ChildArguments(1, null, null, []));

        Assert.Null(options.MinThreads);
        Assert.Null(options.MaxThreads);
        Assert.Equal(System.Net.IPAddress.Loopback, options.Host);
    }

    [Fact]
    public void Create_HostNotAnAddress_ServeUsageError()
    {
        var command = ServeCommandLine.Create([], (_, _, _) => Task.FromResult(0));

        var error = Assert.Throws<ServeUsageException>(() => command.Parse(["--host", "example"])
            .Invoke(new System.CommandLine.InvocationConfiguration { EnableDefaultExceptionHandler = false }));

        Assert.Contains("--host 'example'", error.Message, StringComparison.Ordinal);
    }

    private static (WebTargetOptions Options, bool ReportSamples) Parse(IReadOnlyList<string> args, params ITargetRoom[] rooms)
    {
        (WebTargetOptions, bool)? parsed = null;
        var command = ServeCommandLine.Create(rooms, (options, samples, _) =>
        {
            parsed = (options, samples);
            return Task.FromResult(0);
        });
        Assert.Equal(ServeCommandLine.Verb, args[0]);
        var result = command.Parse(args.Skip(1).ToArray());
        Assert.Empty(result.Errors);
        Assert.Equal(0, result.Invoke());
        return parsed!.Value;
    }

    /// <summary>A room with one option, standing for an experiment's.</summary>
    private sealed class FlagRoom : ITargetRoom
    {
        private readonly System.CommandLine.Option<string?> flag = new("--room-flag");

        public IReadOnlyList<System.CommandLine.Option> Options => [flag];

        public IEndpointGroup Open(System.CommandLine.ParseResult parse, Func<string, string?> environment) =>
            new FlagGroup(parse.GetValue(flag));
    }

    private sealed record FlagGroup(string? Value) : IEndpointGroup
    {
        public string Paths => "";

        public void Map(Microsoft.AspNetCore.Routing.IEndpointRouteBuilder routes, TargetCounters counters)
        {
        }
    }
}
