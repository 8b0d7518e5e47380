namespace AsyncLab.Scan;

/// <summary>Where a site runs, which says how much its cost matters: per request or test, once at start-up, or unknown.</summary>
public enum SiteContext
{
    /// <summary>An ASP.NET Core endpoint or controller action, a SignalR hub, or a hosted service: it runs per request.</summary>
    Request,

    /// <summary>A test method ([Fact], [Theory], [Test], [TestMethod], ...): it runs on the test host's pool.</summary>
    Test,

    /// <summary>Main, top-level statements or a Program/Startup class: runs once, where blocking is often meant.</summary>
    Startup,

    /// <summary>Anywhere else: a library method, whose callers decide how often it runs.</summary>
    Library,
}
