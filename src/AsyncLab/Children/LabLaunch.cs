using System.Diagnostics;

namespace AsyncLab.Children;

/// <summary>
/// How to start the lab again as a child: the file to run and the arguments that come before the child's own (the lab's
/// assembly when a dotnet host runs it, none when the file is the lab's executable).
/// </summary>
public sealed record LabLaunch(string FileName, IReadOnlyList<string> LeadingArguments)
{
    /// <summary>
    /// A start with output and input redirected, its arguments the leading ones followed by
    /// <paramref name="arguments"/>.
    /// </summary>
    public ProcessStartInfo StartInfo(IEnumerable<string> arguments)
    {
        var start = new ProcessStartInfo(FileName)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            UseShellExecute = false,
        };
        foreach (var argument in LeadingArguments.Concat(arguments))
        {
            start.ArgumentList.Add(argument);
        }

        return start;
    }
}
