namespace AsyncLab.Watch.Events;

/// <summary>
/// An ASP.NET Core request's method and path (no query string), "GET /sync-over-async", with how many waits or samples
/// of one stack fell inside a request to it.
/// </summary>
public sealed record RouteCount(string Route, int Count)
{
    /// <summary>"GET /sync-over-async (28 of 30)": the route with its share of <paramref name="total"/>.</summary>
    public string Describe(int total) =>
        string.Create(System.Globalization.CultureInfo.InvariantCulture, $"{Route} ({Count} of {total})");

    /// <summary>The routes counted, most first, at most <paramref name="count"/>.</summary>
    public static IReadOnlyList<RouteCount> Top(IReadOnlyDictionary<string, int> counts, int count) =>
        [.. counts.OrderByDescending(c => c.Value).ThenBy(c => c.Key, StringComparer.Ordinal).Take(count)
            .Select(c => new RouteCount(c.Key, c.Value))];
}
