namespace AsyncLab.Scan;

/// <summary>
/// What a site's own code says about it: the method it is in ("Type.Method", "Type.Method (lambda)"), where that runs,
/// whether that method is async, and whether the site blocks on a task, and on one it started on another thread.
/// </summary>
public sealed record SiteCode(string Method, SiteContext Context, bool InAsyncMethod, bool WaitsOnTask, bool WaitsOnOffloaded)
{
    /// <summary>For a file scan cannot read or parse: nothing known beyond the analyzer's report.</summary>
    public static SiteCode Unknown { get; } = new("?", SiteContext.Library, false, false, false);
}
