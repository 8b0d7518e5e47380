using AsyncLab.Scan;

namespace AsyncLab.Tests.Scan;

public sealed class SitesTests : IDisposable
{
    private const string Code = """
        using System.Threading.Tasks;

        public static class Orders
        {
            public static int Total() => TotalAsync().Result;

            public static int Offloaded() => Task.Run(() => 1).Result;

            public static int ThroughHelper()
            {
                var started = Start();
                return started.Result;
            }

            public static string Read(string path) => System.IO.File.ReadAllText(path);

            public static async void Fire() => await Task.Yield();

            private static Task<int> Start() => Task.Factory.StartNew(() => 1);

            private static async Task<int> TotalAsync()
            {
                await Task.Yield();
                System.Threading.Thread.Sleep(1);
                return 1;
            }
        }
        """;

    private readonly ScanSources sources = new();

    public void Dispose() => sources.Dispose();

    [Fact]
    public void Merge_TwoRulesOnOneLine_OneFindingWithBothRules()
    {
        var file = sources.Write("Orders.cs", Code);

        var findings = sources.Merge(ScanSources.At(file, "VSTHRD002", ".Result"), ScanSources.At(file, "MA0045", "TotalAsync()"));

        var finding = Assert.Single(findings);
        Assert.Equal(["MA0045", "VSTHRD002"], finding.Rules);
        Assert.Equal(SiteKind.BlockingWait, finding.Kind);
        Assert.Equal("Orders.cs:5", finding.Where());
        Assert.Equal("Orders.Total", finding.Method);
    }

    [Fact]
    public void Merge_WaitOnTaskRun_OffloadThenWait()
    {
        var file = sources.Write("Orders.cs", Code);

        var finding = Assert.Single(sources.Merge(ScanSources.At(file, "VSTHRD002", "Task.Run(() => 1).Result")));

        Assert.Equal(SiteKind.OffloadThenWait, finding.Kind);
    }

    [Fact]
    public void Merge_WaitOnALocalAHelperStarted_OffloadThenWait()
    {
        var file = sources.Write("Orders.cs", Code);

        var finding = Assert.Single(sources.Merge(ScanSources.At(file, "VSTHRD002", "started.Result")));

        Assert.Equal(SiteKind.OffloadThenWait, finding.Kind);
    }

    [Fact]
    public void Merge_Ma0045OnASyncCallInSyncCode_LeftOut()
    {
        var file = sources.Write("Orders.cs", Code);

        Assert.Empty(sources.Merge(ScanSources.At(file, "MA0045", "ReadAllText")));
    }

    [Fact]
    public void Merge_Ma0045OnSleepInAnAsyncMethod_BlockingInAsync()
    {
        var file = sources.Write("Orders.cs", Code);

        var finding = Assert.Single(sources.Merge(ScanSources.At(file, "MA0045", "Thread.Sleep")));

        Assert.Equal(SiteKind.BlockingInAsync, finding.Kind);
        Assert.Equal("Orders.TotalAsync", finding.Method);
    }

    [Fact]
    public void Merge_AsyncVoidAndAWaitOnOneLine_AsyncVoid()
    {
        var file = sources.Write("Orders.cs", Code);

        var finding = Assert.Single(sources.Merge(ScanSources.At(file, "VSTHRD100", "Fire"), ScanSources.At(file, "VSTHRD103", "await")));

        Assert.Equal(SiteKind.AsyncVoid, finding.Kind);
    }

    [Fact]
    public void Merge_ReportInTheBuildsGeneratedFiles_LeftOut()
    {
        var file = sources.Write(Path.Combine("artifacts", "obj", "Orders.g.cs"), Code);

        Assert.Empty(sources.Merge(ScanSources.At(file, "VSTHRD002", ".Result")));
    }

    [Fact]
    public void Merge_FileOutsideTheScannedFolder_PathFromTheFolder()
    {
        var file = sources.Write(Path.Combine("lib", "Orders.cs"), Code);
        var report = ScanSources.At(file, "VSTHRD002", ".Result");

        var finding = Assert.Single(Sites.Merge([report], Path.Combine(sources.Root, "app"), sources.Generated, new SourceReader()));

        Assert.Equal("../lib/Orders.cs", finding.File);
    }

    [Fact]
    public void Order_SeenAtRuntimeAndContexts_SeenFirstThenRequestsThenStartUp()
    {
        var startup = new ScanFinding(SiteKind.BlockingWait, ["VSTHRD002"], "a.cs", 1, 1, "P.Main", SiteContext.Startup, "");
        var request = startup with { Context = SiteContext.Request, Line = 2 };
        var seen = startup with { Line = 3, SeenAtRuntime = [new RuntimeSighting("blocking", 4, "frame")] };

        var ordered = Sites.Order([startup, request, seen]);

        Assert.Equal([3, 2, 1], ordered.Select(f => f.Line));
    }
}
