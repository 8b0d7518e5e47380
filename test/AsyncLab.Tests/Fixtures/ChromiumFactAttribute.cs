namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// A fact that needs Debian's Chromium. Without it the test is reported as skipped, with the reason, so a machine
/// without a browser never counts it as passed.
/// </summary>
public sealed class ChromiumFactAttribute : FactAttribute
{
    public const string ChromiumPath = "/usr/bin/chromium";

    public ChromiumFactAttribute()
    {
        if (!File.Exists(ChromiumPath))
        {
            Skip = $"{ChromiumPath} is not installed (apt-get install chromium, or .ci/install-chromium.sh); " +
                $"the browser check cannot run here";
        }
    }
}
