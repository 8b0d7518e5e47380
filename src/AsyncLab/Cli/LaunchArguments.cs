using AsyncLab.Running;

namespace AsyncLab.Cli;

/// <summary><c>run</c>'s <c>--launches N</c> (how many processes measure each experiment) and its children's <c>--launch N/M</c>.</summary>
public sealed record LaunchArguments(int? Launches, string? Launch)
{
    /// <summary>The most launches <c>--launches</c> takes.</summary>
    public const int Most = 20;

    /// <summary>The plan for a parent's run (null when each experiment runs in this process), and which launch this process is.</summary>
    public (LaunchPlan? Plan, Launch This) Resolve(Profile profile)
    {
        if (Launch is { } text)
        {
            if (!Running.Launch.TryParse(text, out var launch))
            {
                throw new UsageException($"--launch takes N/M with 1 <= N, e.g. 2/3; got '{text}'");
            }

            return (null, launch);
        }

        if (Launches is < 1 or > Most)
        {
            throw new UsageException($"--launches takes 1 to {Most}; got {Launches}");
        }

        var planned = Launches ?? Running.Launch.PlannedFor(profile);
        if (planned <= 1)
        {
            return (null, Running.Launch.Single);
        }

        var most = planned + Math.Max(0, Running.Launch.MostFor(profile) - Running.Launch.PlannedFor(profile));
        return (new LaunchPlan(new LaunchChild(profile), planned, most, Running.Launch.ExtraBudgetFor(profile)), Running.Launch.Single);
    }
}
