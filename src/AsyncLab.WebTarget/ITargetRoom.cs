using System.CommandLine;

namespace AsyncLab.WebTarget;

/// <summary>
/// An experiment's room on the target server: the serve options that turn its endpoints on, and the endpoints those
/// options give. The server's shared code knows rooms only through this interface; the lab's catalog lists them, so a
/// web experiment adds its folder and one catalog line.
/// </summary>
public interface ITargetRoom
{
    /// <summary>The options this room adds to serve; a new instance per command line.</summary>
    IReadOnlyList<Option> Options { get; }

    /// <summary>
    /// The endpoints for a parsed command line: working ones when the room's options were given, else ones that answer
    /// 404 saying how to turn them on. Bad values throw <see cref="ServeUsageException"/>.
    /// </summary>
    /// <param name="environment">Reads a variable (secrets travel there: a command line is readable by every user).</param>
    IEndpointGroup Open(ParseResult parse, Func<string, string?> environment);
}
