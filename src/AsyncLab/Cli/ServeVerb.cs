using AsyncLab.Catalog;
using AsyncLab.WebTarget;

namespace AsyncLab.Cli;

/// <summary>
/// <c>serve [--port N] [--host 127.0.0.1] [--min-threads N] [--max-threads N]</c> and each room's options (see
/// <see cref="ExperimentCatalog.TargetRooms"/>): the web target in the foreground.
/// </summary>
public static class ServeVerb
{
    public static System.CommandLine.Command Create() => ServeCommandLine.Create(ExperimentCatalog.TargetRooms(), ExecuteAsync);

    public static async Task<int> ExecuteAsync(WebTargetOptions options, bool reportSamples, CancellationToken cancellationToken)
    {
        if (options.Problem() is { } problem)
        {
            throw new UsageException(problem);
        }

        WebTargetServer server;
        try
        {
            // Samples go to stdout from the sampler's own thread, so the lab sees them even when the pool is starved.
            server = await WebTargetServer
                .StartAsync(options, cancellationToken, reportSamples ? s => Console.WriteLine(s.ToLine()) : null)
                .ConfigureAwait(false);
        }
        catch (IOException ex)
        {
            throw new UsageException($"cannot listen on {options.Host}:{options.Port}: {ex.Message}");
        }

        await using (server.ConfigureAwait(false))
        {
            // The lab reads this line to learn the port; keep its shape.
            Console.WriteLine(ServeCommandLine.ListeningPrefix + server.Address.ToString().TrimEnd('/'));
            var rooms = string.Concat(server.Groups.Where(g => g.Paths.Length > 0).Select(g => " " + g.Paths));
            Console.WriteLine(
                $"worker pool: min {server.Pool.MinWorkers}, max {server.Pool.MaxWorkers}; " +
                $"endpoints: /health /pool /stats /samples{rooms}; Ctrl+C stops");
            await server.WaitForShutdownAsync(cancellationToken).ConfigureAwait(false);
        }

        return ExitCodes.Ok;
    }
}
