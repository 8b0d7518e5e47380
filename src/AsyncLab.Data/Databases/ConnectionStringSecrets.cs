using System.Data.Common;

namespace AsyncLab.Data.Databases;

/// <summary>
/// Keeps a connection string given by the user out of what the lab writes: a message quoting the string, or its
/// password, gets "***" in their place before it reaches a note, a report or the console.
/// </summary>
internal static class ConnectionStringSecrets
{
    private const string Hidden = "***";

    public static string Redact(string message, string connectionString)
    {
        foreach (var secret in Secrets(connectionString).Where(s => s.Length > 0).OrderByDescending(s => s.Length))
        {
            message = message.Replace(secret, Hidden, StringComparison.Ordinal);
        }

        return message;
    }

    private static IEnumerable<string> Secrets(string connectionString)
    {
        yield return connectionString.Trim();
        var builder = new DbConnectionStringBuilder();
        try
        {
            builder.ConnectionString = connectionString;
        }
        catch (ArgumentException)
        {
            yield break; // unparsable: only the whole string can be recognised
        }

        foreach (var key in new[] { "password", "pwd", "passfile" })
        {
            if (builder.TryGetValue(key, out var value) && value?.ToString() is { Length: > 0 } secret)
            {
                yield return secret;
            }
        }
    }
}
