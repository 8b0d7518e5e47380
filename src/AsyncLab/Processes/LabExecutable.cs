using System.Runtime.InteropServices;

namespace AsyncLab.Processes;

/// <summary>
/// How to start the lab again as a child process (the target server is the lab's own <c>serve</c> verb): the dotnet
/// host that runs this process, and the lab's assembly. Run as an installed .NET tool the process is the tool's
/// launcher, not dotnet, and <c>dotnet</c> need not be on PATH; the host that runs the current runtime is.
/// </summary>
public static class LabExecutable
{
    private static readonly string HostName = OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet";

    /// <summary>The dotnet host: the one the SDK names (dotnet run, dotnet test), else this process when it is dotnet, else the one beside the running runtime.</summary>
    public static string Host()
    {
        if (Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } named && File.Exists(named))
        {
            return named;
        }

        if (Environment.ProcessPath is { } self && string.Equals(Path.GetFileName(self), HostName, StringComparison.OrdinalIgnoreCase))
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
}
