using System.ComponentModel;
using System.Diagnostics;
using AsyncLab.Liveness;
using Microsoft.Diagnostics.NETCore.Client;

namespace AsyncLab.Watch.Session;

/// <summary>
/// The command of <c>watch -- COMMAND</c>, started with the lab's own standard streams. The lab kills it and its
/// descendants when the watch ends early or the lab exits, so it never outlives the lab.
/// </summary>
public sealed class CommandTarget : IAsyncDisposable
{
    private readonly Process process;

    private CommandTarget(Process process) => this.process = process;

    public int ProcessId => process.Id;

    public bool HasExited => process.HasExited;

    public int ExitCode => process.ExitCode;

    public static CommandTarget Start(IReadOnlyList<string> command)
    {
        var start = new ProcessStartInfo(command[0]) { UseShellExecute = false };
        foreach (var arg in command.Skip(1))
        {
            start.ArgumentList.Add(arg);
        }

        var process = new Process { StartInfo = start };
        try
        {
            process.Start();
        }
        catch (Win32Exception ex)
        {
            process.Dispose();
            throw new WatchAttachException($"cannot start '{command[0]}': {ex.Message}");
        }

        ChildProcesses.Track(process);
        return new CommandTarget(process);
    }

    /// <summary>The .NET processes (with a diagnostics port) that are the command or descend from it.</summary>
    public IEnumerable<int> DotnetProcesses() =>
        DiagnosticsClient.GetPublishedProcesses().Where(pid => pid == ProcessId || ProcessTree.Descends(pid, ProcessId));

    public async ValueTask DisposeAsync() => await ChildProcesses.StopAsync(process).ConfigureAwait(false);
}
