namespace AsyncLab.Tests.Fixtures;

/// <summary>The machine's processes as /proc shows them: what other users could read of the lab's children.</summary>
public static class ProcessTable
{
    public static IEnumerable<int> Pids() =>
        Directory.EnumerateDirectories("/proc").Select(d => int.TryParse(Path.GetFileName(d), out var pid) ? pid : 0).Where(pid => pid > 0);

    /// <summary>The arguments, NUL-separated as the kernel keeps them; readable by every user. Null when gone.</summary>
    public static string? CommandLine(int pid) => Read($"/proc/{pid}/cmdline");

    /// <summary>The environment, readable only by the process's owner (and root). Null when gone or not ours.</summary>
    public static string? Environment(int pid) => Read($"/proc/{pid}/environ");

    public static int? ParentOf(int pid)
    {
        var stat = Read($"/proc/{pid}/stat");
        return stat is null
            ? null
            : int.Parse(stat[(stat.LastIndexOf(')') + 2)..].Split(' ')[1], System.Globalization.CultureInfo.InvariantCulture);
    }

    public static IEnumerable<int> ChildrenOf(int pid) => Pids().Where(p => ParentOf(p) == pid).ToList();

    /// <summary>Processes whose command line contains <paramref name="text"/>.</summary>
    public static List<int> CommandLinesMentioning(string text) =>
        Pids().Where(pid => CommandLine(pid)?.Contains(text, StringComparison.Ordinal) == true).ToList();

    public static bool IsAlive(int pid) => Read($"/proc/{pid}/stat") is { } stat && !stat[(stat.LastIndexOf(')') + 2)..].StartsWith('Z');

    private static string? Read(string path)
    {
        try
        {
            return File.ReadAllText(path);
        }
        catch (Exception gone) when (gone is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
