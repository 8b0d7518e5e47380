using System.Diagnostics;

namespace AsyncLab.Watch.Session;

/// <summary>
/// The major version of the .NET runtime a process runs (Linux): the version of the System.Private.CoreLib beside the
/// libcoreclr.so it has mapped, whether from a shared framework folder or a self-contained app's. Null when it cannot
/// be read; the watch then asks for every signal.
/// </summary>
public static class TargetRuntime
{
    private const string RuntimeLibrary = "/libcoreclr.so";

    public static int? MajorVersion(int pid)
    {
        try
        {
            var runtime = File.ReadLines($"/proc/{pid}/maps")
                .Select(line => line.IndexOf('/', StringComparison.Ordinal) is var at and >= 0 ? line[at..] : string.Empty)
                .FirstOrDefault(path => path.EndsWith(RuntimeLibrary, StringComparison.Ordinal));
            var coreLibrary = runtime is null ? null : Path.Combine(Path.GetDirectoryName(runtime)!, "System.Private.CoreLib.dll");
            return coreLibrary is not null && File.Exists(coreLibrary)
                && FileVersionInfo.GetVersionInfo(coreLibrary).FileMajorPart is var major and > 0
                ? major
                : null;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return null; // not Linux, or not ours to read
        }
    }
}
