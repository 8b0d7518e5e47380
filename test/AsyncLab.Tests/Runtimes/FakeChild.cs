using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Runtimes;

/// <summary>
/// A shell script standing in for a child built for another runtime: it records its arguments, prints what it is told,
/// and copies a prepared results.json into the folder given after --out, so the parent's side is tested without a build.
/// </summary>
public sealed class FakeChild : IDisposable
{
    private readonly string folder = Directory.CreateTempSubdirectory("asynclab-fake-child-").FullName;

    public string Executable => Path.Combine(folder, "child.sh");

    public string ArgumentsFile => Path.Combine(folder, "args.txt");

    public string Output => Path.Combine(folder, "out");

    /// <summary>A script that prints <paramref name="body"/>'s output; <c>$OUT</c> is the --out folder, <c>$RESULTS</c> the
    /// prepared results.json.</summary>
    public static FakeChild With(string body, ResultsDocument? results = null)
    {
        var child = new FakeChild();
        var template = Path.Combine(child.folder, "template");
        if (results is not null)
        {
            ResultsFile.Write(template, results);
        }

        var script = $"""
            #!/bin/sh
            printf '%s\n' "$@" > '{child.ArgumentsFile}'
            OUT=""
            while [ $# -gt 0 ]; do
              if [ "$1" = "--out" ]; then OUT="$2"; fi
              shift
            done
            RESULTS='{Path.Combine(template, ResultsFile.FileName)}'
            mkdir -p "$OUT"
            {body}
            """;
        File.WriteAllText(child.Executable, script.Replace("\r\n", "\n", StringComparison.Ordinal));
        if (OperatingSystem.IsWindows())
        {
            throw new PlatformNotSupportedException("the fake child is a POSIX shell script");
        }

        File.SetUnixFileMode(child.Executable, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        return child;
    }

    public IReadOnlyList<string> Arguments => File.ReadAllLines(ArgumentsFile);

    /// <summary>A child's results.json: one experiment with one measurement, finished or not.</summary>
    public static ResultsDocument Results(string runtime, bool finished = true, string experimentId = "async-cost", double bytes = 80)
    {
        var started = DateTimeOffset.UtcNow;
        var run = RunEnvironment.Describe("child", Profile.Smoke, started)
            with { FinishedUtc = finished ? started.AddSeconds(1) : null, RuntimeName = runtime };
        var measurement = new Measurement("async-task", new Dictionary<string, string>(),
            new Dictionary<string, double> { [MetricNames.AllocatedBytesPerOp] = bytes });
        return new ResultsDocument(ResultsDocument.CurrentSchema, run,
            [new ExperimentResult(experimentId, "Async cost", ExperimentStatus.Ok, null, [measurement], [])]);
    }

    public void Dispose() => Directory.Delete(folder, recursive: true);
}
