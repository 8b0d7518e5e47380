using System.Runtime.InteropServices;

namespace AsyncLab.Children;

/// <summary>
/// How to start the lab again as a child process (the target server is the lab's own <c>serve</c> verb). When this
/// process is the lab's own executable (an apphost: the self-contained or framework-dependent <c>AsyncLab</c>, or the
/// launcher of the installed .NET tool), the child is that executable again, so a machine with no .NET installed runs
/// every experiment. Only when a dotnet host runs the lab's assembly (<c>dotnet AsyncLab.dll</c>, a test host) is the
/// child that host with the assembly; then the host that runs the current runtime is used, not one from PATH.
/// </summary>
public static class LabExecutable
{
    private static readonly string HostName = OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet";

    /// <summary>How to start the lab from this process.</summary>
    public static LabLaunch Self() =>
        SelfFrom(Environment.ProcessPath, System.Reflection.Assembly.GetEntryAssembly() == typeof(LabExecutable).Assembly, Host, Assembly);

    /// <summary>
    /// The decision behind <see cref="Self"/>: the process itself when it runs the lab as its entry and is not a dotnet
    /// host, else <paramref name="host"/> with <paramref name="assembly"/>.
    /// </summary>
    /// <param name="processPath">This process's executable; null where the platform cannot tell.</param>
    /// <param name="labIsEntry">Whether the lab's assembly is the process's entry (false in a test host).</param>
    /// <param name="host">Finds the dotnet host; called only when the lab is to be started through it.</param>
    /// <param name="assembly">The lab's assembly.</param>
    public static LabLaunch SelfFrom(string? processPath, bool labIsEntry, Func<string> host, string assembly)
    {
        ArgumentNullException.ThrowIfNull(host);
        if (labIsEntry && processPath is { Length: > 0 } self && !IsHost(self))
        {
            return new LabLaunch(self, []);
        }

        return new LabLaunch(host(), [assembly]);
    }

    /// <summary>
    /// The dotnet host: the one the SDK names (dotnet run, dotnet test), else this process when it is dotnet, else the
    /// one beside the running runtime.
    /// </summary>
    public static string Host()
    {
        if (Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } named && File.Exists(named))
        {
            return named;
        }

        if (Environment.ProcessPath is { } self && IsHost(self))
        {
            return self;
        }

        // <root>/shared/Microsoft.NETCore.App/<version>/ holds the runtime; <root>/dotnet is its host.
        var runtime = new DirectoryInfo(RuntimeEnvironment.GetRuntimeDirectory().TrimEnd(Path.DirectorySeparatorChar));
        if (runtime.Parent?.Parent?.Parent is { } root && Path.Combine(root.FullName, HostName) is var beside && File.Exists(beside))
        {
            return beside;
        }

        return "dotnet";
    }

    /// <summary>The lab's own assembly, wherever it was built or installed.</summary>
    public static string Assembly => typeof(LabExecutable).Assembly.Location;

    private static bool IsHost(string path) => string.Equals(Path.GetFileName(path), HostName, StringComparison.OrdinalIgnoreCase);
}
