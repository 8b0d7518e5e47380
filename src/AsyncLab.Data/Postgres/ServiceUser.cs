using AsyncLab.Data.Databases;

namespace AsyncLab.Data.Postgres;

/// <summary>initdb and postgres refuse to run as root; as root the lab runs them as the 'postgres' user.</summary>
internal static class ServiceUser
{
    public const string Name = "postgres";

    /// <summary>Null when the lab is not root (the tools run as the current user).</summary>
    public static async Task<string?> ResolveAsync(CancellationToken cancellationToken)
    {
        if (!Environment.IsPrivilegedProcess)
        {
            return null;
        }

        var lookup = await ToolProcess.RunAsync("id", ["-u", Name], runAsUser: null, TimeSpan.FromSeconds(10), cancellationToken);
        if (!lookup.Succeeded)
        {
            throw new DatabaseUnavailableException(
                $"the lab runs as root and there is no '{Name}' user to run initdb as (install the postgresql package, which creates it)");
        }

        return Name;
    }
}
