using System.Globalization;

namespace AsyncLab.SideBySide;

/// <summary>
/// What one <c>ab-launch</c> child is told: the builds to load, in order, the experiment, the launch's place in the
/// session, the turns each group takes and the file to write its samples to.
/// </summary>
public sealed record SideBySideLaunchArguments(IReadOnlyList<LabBuild> Builds, string Experiment, string Profile, int Launch, int Turns,
    string Output)
{
    public const string Verb = "ab-launch";

    public IReadOnlyList<string> ToCommandLine() =>
    [
        Verb, Experiment, "--profile", Profile, "--launch", Launch.ToString(CultureInfo.InvariantCulture),
        "--turns", Turns.ToString(CultureInfo.InvariantCulture), "--out", Output,
        .. Builds.SelectMany(b => new[] { "--build", b.Label + "=" + b.Folder }),
    ];
}
