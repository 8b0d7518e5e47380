namespace AsyncLab.Experiments.WebThroughput;

/// <summary>The finished tests of one run, found by test kind, endpoint and pool.</summary>
public sealed class WebTestOutcomes(IReadOnlyList<WebTestOutcome> all)
{
    public IReadOnlyList<WebTestOutcome> All => all;

    public WebTestOutcome Get(string kind, string endpoint, bool bounded = true) =>
        all.FirstOrDefault(o => o.Test.Kind == kind && o.Test.Endpoint == endpoint && o.Test.BoundedPool == bounded)
        ?? throw new InvalidOperationException($"no test {kind} {endpoint} in this run");

    public WebTestOutcome Low(string endpoint) => Get($"{WebThroughputSettings.LowUsers} users", endpoint);

    public WebTestOutcome High(string endpoint, bool bounded = true) => Get($"{WebThroughputSettings.HighUsers} users", endpoint, bounded);

    public WebTestOutcome Stepped(string endpoint) => Get(WebTest.Stepped, endpoint);
}
