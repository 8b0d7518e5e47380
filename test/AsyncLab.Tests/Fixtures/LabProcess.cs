using AsyncLab.Cli;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Runs the built lab as a real child process, so exit codes and stderr are what a user would see.</summary>
public static class LabProcess
{
    public sealed record Outcome(int ExitCode, string Output, string Error);

    public static Task<Outcome> RunAsync(params string[] args) => RunAsync(TimeSpan.FromSeconds(120), args);

    public static async Task<Outcome> RunAsync(TimeSpan limit, params string[] args)
    {
        var run = await ChildRun.RunAsync("dotnet", [typeof(LabCommandLine).Assembly.Location, .. args], limit,
            "the lab (" + string.Join(' ', args) + ")");
        return new Outcome(run.ExitCode, run.Output, run.Error);
    }
}
