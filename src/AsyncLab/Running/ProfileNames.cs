namespace AsyncLab.Running;

/// <summary>A profile as written on the command line and in results.json (lower case).</summary>
public static class ProfileNames
{
    public static string ToName(this Profile profile) => profile.ToString().ToLowerInvariant();

    public static bool TryParse(string text, out Profile profile)
    {
        foreach (var candidate in Enum.GetValues<Profile>())
        {
            if (string.Equals(candidate.ToName(), text, StringComparison.OrdinalIgnoreCase))
            {
                profile = candidate;
                return true;
            }
        }

        profile = default;
        return false;
    }
}
