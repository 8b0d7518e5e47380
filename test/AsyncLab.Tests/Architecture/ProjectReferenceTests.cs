using System.Reflection;
using AsyncLab.Catalog;
using AsyncLab.Html.Charts;
using AsyncLab.Watch;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// The libraries under the lab stay under it (docs/ARCHITECTURE.md, "Projects"): watch and the HTML kit reference no
/// assembly of the lab's, so either builds and is read without the program, and the kit references no watch, so the
/// lab's report can use it in builds that have no watch (older runtimes'). Read from the built assemblies' references.
/// </summary>
public sealed class ProjectReferenceTests
{
    private static readonly string Lab = typeof(ExperimentCatalog).Assembly.GetName().Name!;

    private static readonly Assembly WatchAssembly = typeof(Watcher).Assembly;

    private static readonly Assembly HtmlAssembly = typeof(ChartSvg).Assembly;

    [Fact]
    public void Watch_ReferencesNoLabAssembly()
    {
        Assert.DoesNotContain(Lab, References(WatchAssembly));
    }

    [Fact]
    public void Html_ReferencesNeitherTheLabNorWatch()
    {
        var references = References(HtmlAssembly);

        Assert.DoesNotContain(Lab, references);
        Assert.DoesNotContain(WatchAssembly.GetName().Name!, references);
    }

    [Fact]
    public void Watch_ReferencesTheKit()
    {
        // Guards the two tests above against reading the wrong assembly: watch draws its page with the kit.
        Assert.Contains(HtmlAssembly.GetName().Name!, References(WatchAssembly));
    }

    private static List<string> References(Assembly assembly) =>
        [.. assembly.GetReferencedAssemblies().Select(a => a.Name!)];
}
