using System.Runtime.InteropServices;

namespace AsyncLab.Cli;

/// <summary>
/// Turns the first Ctrl+C (SIGINT) or SIGTERM into a cancellation, so a run stops measuring but still writes what
/// finished; a second Ctrl+C ends the process at once.
/// </summary>
public sealed class ShutdownSignal : IDisposable
{
    private readonly CancellationTokenSource source = new();
    private readonly PosixSignalRegistration[] registrations;

    public ShutdownSignal()
    {
        registrations =
        [
            PosixSignalRegistration.Create(PosixSignal.SIGINT, OnSignal),
            PosixSignalRegistration.Create(PosixSignal.SIGTERM, OnSignal),
        ];
    }

    public CancellationToken Token => source.Token;

    /// <summary>Whether a second signal ends the process at once (a person pressing Ctrl+C again); true by default.</summary>
    public bool RepeatEndsAtOnce { get; init; } = true;

    public void Dispose()
    {
        foreach (var registration in registrations)
        {
            registration.Dispose();
        }

        source.Dispose();
    }

    private void OnSignal(PosixSignalContext context)
    {
        if (source.IsCancellationRequested)
        {
            // Second signal: let the default handling end the process, unless repeats are to be ignored.
            context.Cancel = !RepeatEndsAtOnce;
            return;
        }

        context.Cancel = true;
        Console.Error.WriteLine("asynclab: stopping after the current step (press Ctrl+C again to quit at once)");
        source.Cancel();
    }
}
