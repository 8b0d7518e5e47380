using System.Text.Json.Nodes;
using AsyncLab.Scan;

namespace AsyncLab.Tests.Scan;

public sealed class ScanOutputsTests : IDisposable
{
    private static readonly ScanFinding Blocking = new(SiteKind.BlockingWait, ["MA0045", "VSTHRD002"], "src/Orders.cs", 10, 5,
        "Orders.Total", SiteContext.Request, "Use await")
    {
        Costs = new SiteCosts(null).For(SiteKind.BlockingWait),
    };

    private static readonly ScanDocument Document = new(ScanDocument.CurrentSchema, DateTimeOffset.UnixEpoch, "App.slnx", 12.5,
        [Blocking, Blocking with { Kind = SiteKind.AsyncVoid, Line = 30, Costs = [] }]);

    private readonly ScanSources sources = new();

    public void Dispose() => sources.Dispose();

    [Fact]
    public void Read_WhatWriteWrote_SameFindings()
    {
        ScanFile.Write(sources.Root, Document);

        var read = ScanFile.Read(sources.Root);

        Assert.Equal(Document.Findings.Select(f => (f.Kind, f.Where(), f.Method, f.Context, string.Join(",", f.Rules))),
            read.Findings.Select(f => (f.Kind, f.Where(), f.Method, f.Context, string.Join(",", f.Rules))));
        Assert.Equal(Document.Findings[0].Costs, read.Findings[0].Costs);
    }

    [Fact]
    public void Read_AnotherSchema_ScanInputException()
    {
        var path = sources.Write("scan.json",
            """{ "schema": 99, "started_utc": "2026-01-01T00:00:00Z", "target": ".", "build_s": 1, "findings": [] }""");

        Assert.Contains("schema 99", Assert.Throws<ScanInputException>(() => ScanFile.Read(path)).Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Sarif_OneResultPerSiteWithTheKindAsRuleAndTheRelativePath()
    {
        var results = ScanSarif.Render(Document)["runs"]![0]!["results"]!.AsArray();

        Assert.Equal(["asynclab/blocking-wait", "asynclab/async-void"], results.Select(r => (string)r!["ruleId"]!));
        var location = results[0]!["locations"]![0]!["physicalLocation"]!;
        Assert.Equal("src/Orders.cs", (string)location["artifactLocation"]!["uri"]!);
        Assert.Equal(10, (int)location["region"]!["startLine"]!);
        Assert.Equal(["MA0045", "VSTHRD002"], results[0]!["properties"]!["analyzer_rules"]!.AsArray().Select(r => (string)r!));
    }

    [Fact]
    public void Render_Html_PublishedFiguresLabelledAndUnmeasuredKindSaidSo()
    {
        var html = ScanHtml.Render(Document);

        Assert.Contains("published: 0.62×", html, StringComparison.Ordinal);
        Assert.Contains("not measured by the lab", html, StringComparison.Ordinal);
        Assert.Contains("src/Orders.cs:30", html, StringComparison.Ordinal);
    }

    [Fact]
    public void WriteTable_TwoFindings_OneRowEachAndTheCountsByKind()
    {
        using var text = new StringWriter();

        ScanText.WriteTable(text, Document);

        var lines = text.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.StartsWith("site", lines[0], StringComparison.Ordinal);
        Assert.Contains("src/Orders.cs:10 Orders.Total", lines[1], StringComparison.Ordinal);
        Assert.Contains("serves requests", lines[1], StringComparison.Ordinal);
        Assert.Equal("2 finding(s): 1 blocking-wait, 1 async-void", lines[^1].Trim());
    }
}
