using System.Globalization;

namespace AsyncLab.WebTarget.WebThroughput;

/// <summary>The work unit U of a request, from the query parameter <c>u</c> in milliseconds.</summary>
public static class WorkUnit
{
    public const string QueryName = "u";
    public const int MaxMs = 10_000;

    /// <summary>Parses U, or says in one line why it cannot.</summary>
    public static bool TryParse(string? text, out int unitMs, out string problem)
    {
        unitMs = 0;
        problem = "";
        if (string.IsNullOrEmpty(text))
        {
            problem = $"missing query parameter u (the work unit in milliseconds, 0..{MaxMs})";
            return false;
        }

        if (!int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out unitMs) || unitMs > MaxMs)
        {
            problem = $"u must be a whole number of milliseconds in 0..{MaxMs}";
            return false;
        }

        return true;
    }
}
