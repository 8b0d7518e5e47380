using System.Diagnostics;

namespace AsyncLab.Data.Postgres;

/// <summary>
/// A small shell process started with the server that outlives the lab only long enough to clean up after it. It
/// reads its stdin, a pipe whose only writer is the lab: when the lab exits however it exits (SIGKILL and the
/// out-of-memory killer included), the kernel closes that pipe, the guard reads end-of-file, shuts the server down
/// (SIGQUIT: PostgreSQL's immediate shutdown, what pg_ctl stop -m immediate sends) and removes the folder. Unlike
/// a poll of the lab's pid, the pipe cannot be fooled by a reused pid and costs nothing while it waits.
/// </summary>
internal sealed class ServerGuard : IDisposable
{
    // $1 is the folder. Terminal signals are ignored: Ctrl+C reaches the whole process group, and the guard must
    // stay until the lab is gone. A server is stopped only if its command line names this folder's data directory.
    private const string Script = """
        exec >/dev/null 2>&1
        trap '' INT TERM HUP
        while read -r _; do :; done
        folder=$1
        ours() { [ ! -r "/proc/$1/cmdline" ] || grep -qF "$folder/data" "/proc/$1/cmdline"; }
        for attempt in 1 2 3 4 5 6 7 8 9 10; do
          pm=
          [ -f "$folder/data/postmaster.pid" ] && read -r pm < "$folder/data/postmaster.pid"
          if [ -n "$pm" ] && kill -0 "$pm" && ours "$pm"; then
            kill -QUIT "$pm"
            waited=0
            while kill -0 "$pm" && [ $waited -lt 100 ]; do sleep 0.1; waited=$((waited + 1)); done
            kill -KILL "$pm"
          fi
          rm -rf "$folder"
          [ -e "$folder" ] || exit 0
          sleep 0.5
        done
        """;

    private readonly Process process;

    private ServerGuard(Process process) => this.process = process;

    public int ProcessId => process.Id;

    public static ServerGuard Start(string folder)
    {
        var start = new ProcessStartInfo("sh") { RedirectStandardInput = true, UseShellExecute = false };
        foreach (var argument in new[] { "-c", Script, "asynclab-pg-guard", folder })
        {
            start.ArgumentList.Add(argument);
        }

        return new ServerGuard(Process.Start(start) ?? throw new InvalidOperationException("could not start the server's guard (sh)"));
    }

    /// <summary>
    /// Ends the guard once the lab has cleaned up itself: closing the pipe is the guard's signal, so it makes one
    /// last pass (nothing left to stop; the folder removed if the lab could not) and exits.
    /// </summary>
    public void Dispose()
    {
        try
        {
            process.StandardInput.Close();
            if (!process.WaitForExit(TimeSpan.FromSeconds(5)))
            {
                process.Kill();
            }
        }
        catch (Exception gone) when (gone is InvalidOperationException or IOException)
        {
            // Already gone.
        }

        process.Dispose();
    }
}
