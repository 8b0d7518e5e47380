using System.Globalization;
using System.Text.RegularExpressions;

namespace AsyncLab.Watch.Session;

/// <summary>
/// The major version of the .NET runtime a process runs, read from the shared framework folder its runtime was loaded
/// from (Linux). A self-contained app, or another OS, gives null: the watch then asks for every signal.
/// </summary>
public static partial class TargetRuntime
{
    public static int? MajorVersion(int pid)
    {
        try
        {
            foreach (var line in File.ReadLines($"/proc/{pid}/maps"))
            {
                if (FrameworkFolder().Match(line) is { Success: true } match)
                {
                    return int.Parse(match.Groups[1].Value, CultureInfo.InvariantCulture);
                }
            }
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            // not Linux, or not ours to read
        }

        return null;
    }

    [GeneratedRegex(@"Microsoft\.NETCore\.App/(\d+)\.\d+\.[^/]*/libcoreclr")]
    private static partial Regex FrameworkFolder();
}
