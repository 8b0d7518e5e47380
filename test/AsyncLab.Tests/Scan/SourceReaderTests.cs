using AsyncLab.Scan;

namespace AsyncLab.Tests.Scan;

public sealed class SourceReaderTests : IDisposable
{
    private const string Code = """
        using Microsoft.AspNetCore.Mvc;

        public static class Api
        {
            public static void Map(IEndpointRouteBuilder routes) => routes.MapGet("/x", () => Work.Price().Result);
        }

        public sealed class PricesController : ControllerBase
        {
            public int Get() => Work.Price().Result;
        }

        public sealed class PriceTests
        {
            [Xunit.Fact]
            public void Price_One_One() => Work.Price().Wait();
        }

        public static class Program
        {
            public static void Main() => Work.Price().Wait();
        }

        public static class Work
        {
            public static System.Threading.Tasks.Task<int> Price() => System.Threading.Tasks.Task.FromResult(1);

            public static int Cached() => Price().GetAwaiter().GetResult();
        }
        """;

    private readonly ScanSources sources = new();

    public void Dispose() => sources.Dispose();

    [Theory]
    [InlineData("routes.MapGet", SiteContext.Request, "Api.Map (lambda)")]
    [InlineData("public int Get()", SiteContext.Request, "PricesController.Get")]
    [InlineData("Price_One_One", SiteContext.Test, "PriceTests.Price_One_One")]
    [InlineData("public static void Main", SiteContext.Startup, "Program.Main")]
    [InlineData("GetResult", SiteContext.Library, "Work.Cached")]
    public void Read_SiteInEachPlace_ContextAndMethod(string line, SiteContext context, string method)
    {
        var file = sources.Write("Api.cs", Code);
        var text = File.ReadAllLines(file).First(l => l.Contains(line, StringComparison.Ordinal));
        var wait = text.Contains(".Result", StringComparison.Ordinal) ? ".Result" : text.Contains("GetResult", StringComparison.Ordinal)
            ? "GetResult" : ".Wait()";

        var code = new SourceReader().Read(ScanSources.At(file, "VSTHRD002", line) with
        {
            Column = text.IndexOf(wait, StringComparison.Ordinal) + 1,
        });

        Assert.Equal(context, code.Context);
        Assert.Equal(method, code.Method);
        Assert.True(code.WaitsOnTask);
        Assert.False(code.WaitsOnOffloaded);
    }

    [Fact]
    public void Read_TopLevelStatementThatAwaits_StartUpAndAsync()
    {
        var file = sources.Write("Program.cs", "await System.Threading.Tasks.Task.Yield();\nSystem.Threading.Thread.Sleep(1);\n");

        var code = new SourceReader().Read(ScanSources.At(file, "MA0045", "Thread.Sleep"));

        Assert.Equal(SiteContext.Startup, code.Context);
        Assert.Equal("Program.Main", code.Method);
        Assert.True(code.InAsyncMethod);
    }

    [Fact]
    public void Read_FileGone_Unknown()
    {
        var report = new AnalyzerReport("VSTHRD002", "", Path.Combine(sources.Root, "gone.cs"), 3, 1, 3, 2);

        Assert.Same(SiteCode.Unknown, new SourceReader().Read(report));
    }
}
