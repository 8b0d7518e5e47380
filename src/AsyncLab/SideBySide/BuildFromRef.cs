using System.Diagnostics;
using AsyncLab.Children;

namespace AsyncLab.SideBySide;

/// <summary>
/// A build of the lab at a git ref of the repository around the current folder: the ref's files written out with
/// <c>git archive</c> (the working tree is left alone) and built in Release into a folder of the session's output, kept
/// there, so that a second session on the same commit builds nothing.
/// </summary>
public static class BuildFromRef
{
    public static async Task<LabBuild> BuildAsync(string label, string reference, string buildsFolder, Action<string> say,
        CancellationToken cancellationToken)
    {
        var repository = (await GitAsync(Directory.GetCurrentDirectory(), ["rev-parse", "--show-toplevel"], cancellationToken)
            .ConfigureAwait(false)).Trim();
        var commit = (await GitAsync(repository, ["rev-parse", "--verify", "--quiet", reference + "^{commit}"], cancellationToken)
            .ConfigureAwait(false)).Trim();
        var folder = Path.Combine(buildsFolder, commit[..12]);
        var output = Path.Combine(folder, "bin");
        if (LabBuild.InFolder(label, output) is { } built)
        {
            return built with { Named = $"{reference} ({commit[..12]})" };
        }

        var source = Path.Combine(folder, "src");
        Directory.CreateDirectory(source);
        var archive = Path.Combine(folder, "source.tar");
        await GitAsync(repository, ["archive", "--format=tar", "-o", archive, commit], cancellationToken).ConfigureAwait(false);
        await RunAsync("tar", source, ["-xf", archive], cancellationToken).ConfigureAwait(false);
        File.Delete(archive);
        var project = Path.Combine(source, "src", "AsyncLab", "AsyncLab.csproj");
        if (!File.Exists(project))
        {
            throw new SideBySideException($"{reference} ({commit[..12]}) has no src/AsyncLab/AsyncLab.csproj: not a commit of the lab");
        }

        say($"building {reference} ({commit[..12]}) into {output}");
        var build = await DotnetCommand.RunAsync(source, ["build", project, "-c", "Release", "-o", output, "-nologo", "-v", "q"],
            TimeSpan.FromMinutes(10), cancellationToken).ConfigureAwait(false);
        if (build.ExitCode != 0)
        {
            var first = build.Output.FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal)) ?? build.Output.LastOrDefault();
            throw new SideBySideException($"the build of {reference} failed: {first?.Trim() ?? "no output"}");
        }

        return (LabBuild.InFolder(label, output)
            ?? throw new SideBySideException($"the build of {reference} left no AsyncLab.dll in {output}")) with
            {
                Named = $"{reference} ({commit[..12]})",
            };
    }

    private static Task<string> GitAsync(string folder, IReadOnlyList<string> arguments, CancellationToken cancellationToken) =>
        RunAsync("git", folder, arguments, cancellationToken);

    private static async Task<string> RunAsync(string file, string folder, IReadOnlyList<string> arguments,
        CancellationToken cancellationToken)
    {
        var start = new ProcessStartInfo(file)
        {
            WorkingDirectory = folder,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        using var process = new Process { StartInfo = start };
        try
        {
            process.Start();
        }
        catch (System.ComponentModel.Win32Exception ex)
        {
            throw new SideBySideException($"cannot start {file}: {ex.Message}");
        }

        var output = process.StandardOutput.ReadToEndAsync(cancellationToken);
        var error = process.StandardError.ReadToEndAsync(cancellationToken);
        await process.WaitForExitAsync(cancellationToken).ConfigureAwait(false);
        if (process.ExitCode != 0)
        {
            var why = (await error.ConfigureAwait(false)).Trim().Split('\n')[0];
            throw new SideBySideException(file == "git" && arguments.Contains("--verify")
                ? $"'{arguments[^1].Replace("^{commit}", "", StringComparison.Ordinal)}' is neither a folder holding a build of the " +
                    "lab nor a git ref of this repository"
                : $"{file} {string.Join(' ', arguments)} failed: {why}");
        }

        return await output.ConfigureAwait(false);
    }
}
