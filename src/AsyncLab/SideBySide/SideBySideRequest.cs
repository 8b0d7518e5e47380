using AsyncLab.Running;

namespace AsyncLab.SideBySide;

/// <summary>
/// What an <c>ab</c> session compares and how: the two builds, each side's environment variables, the experiments, the
/// profile, the units (launches that hold both sides, or pairs of launches), the threshold and the confidence the whole
/// session shares among its rows.
/// </summary>
public sealed record SideBySideRequest(LabBuild A, LabBuild B, IReadOnlyDictionary<string, string> EnvironmentA,
    IReadOnlyDictionary<string, string> EnvironmentB, IReadOnlyList<string> Experiments, Profile Profile, int Units, double Threshold,
    double Confidence, string Output)
{
    /// <summary>Both sides run in one process when nothing read at a runtime's start differs between them.</summary>
    public bool SharedProcess => EnvironmentA.Count == EnvironmentB.Count
        && EnvironmentA.All(p => EnvironmentB.TryGetValue(p.Key, out var v) && v == p.Value);

    public SideBySidePlan Plan => new(SharedProcess, Units);

    public IReadOnlyDictionary<string, string> EnvironmentOf(string side) => side == SideBySidePlan.A ? EnvironmentA : EnvironmentB;

    public LabBuild BuildOf(string side) => side == SideBySidePlan.A ? A : B;

    /// <summary>The units a profile plans for: two in smoke, eight in quick, twelve in full.</summary>
    public static int UnitsFor(Profile profile) => profile switch
    {
        Profile.Smoke => 2,
        Profile.Quick => 8,
        _ => 12,
    };
}
