using System.Net;

namespace AsyncLab.WebTarget;

/// <summary>How the target server starts: where it listens and how its worker pool is bounded.</summary>
/// <param name="Host">The address to bind; loopback unless told otherwise.</param>
/// <param name="Port">0 picks a free port; the bound one is in <see cref="WebTargetServer.Address"/>.</param>
/// <param name="MinThreads">Worker pool minimum, or null for the runtime's default.</param>
/// <param name="MaxThreads">Worker pool maximum, or null for the runtime's default.</param>
/// <param name="ParentPid">When set, the server stops once this process is gone (it was started by the lab).</param>
public sealed record WebTargetOptions(
    IPAddress Host,
    int Port = 0,
    int? MinThreads = null,
    int? MaxThreads = null,
    int? ParentPid = null)
{
    public const int MaxPoolThreads = 32_767;

    /// <summary>The experiments' own endpoints (see <see cref="ITargetRoom"/>), mapped beside the work and observation ones.</summary>
    public IReadOnlyList<IEndpointGroup> Groups { get; init; } = [];

    public static WebTargetOptions Loopback(int port = 0) => new(IPAddress.Loopback, port);

    /// <summary>The first thing wrong with these options, in one line, or null when they can be used.</summary>
    public string? Problem()
    {
        if (Port is < 0 or > 65_535)
        {
            return $"port {Port} is out of range 0..65535";
        }

        if (MinThreads is < 1 or > MaxPoolThreads)
        {
            return $"--min-threads {MinThreads} is out of range 1..{MaxPoolThreads}";
        }

        // The runtime refuses a maximum below the processor count.
        if (MaxThreads is { } max && (max < Environment.ProcessorCount || max > MaxPoolThreads))
        {
            return $"--max-threads {max} is out of range {Environment.ProcessorCount}..{MaxPoolThreads} (at least the processor count)";
        }

        if (MinThreads is { } min && MaxThreads is { } top && min > top)
        {
            return $"--min-threads {min} is above --max-threads {top}";
        }

        return null;
    }
}
