namespace AsyncLab.Tests.Fixtures;

/// <summary>Waits for a condition about other processes (a folder removed, a server gone), which no event announces.</summary>
public static class Eventually
{
    /// <summary>True as soon as <paramref name="condition"/> holds, false if it still does not after <paramref name="limit"/>.</summary>
    public static async Task<bool> WithinAsync(TimeSpan limit, Func<bool> condition)
    {
        var deadline = DateTime.UtcNow + limit;
        while (!condition())
        {
            if (DateTime.UtcNow > deadline)
            {
                return false;
            }

            await Task.Delay(100);
        }

        return true;
    }
}
