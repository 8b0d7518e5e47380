using AsyncLab.Scan;

namespace AsyncLab.Tests.Scan;

public sealed class SarifLogsTests : IDisposable
{
    private readonly ScanSources sources = new();

    public void Dispose() => sources.Dispose();

    private static string Result(string rule, int line, string suppressions = "") => $$"""
        { "ruleId": "{{rule}}", "level": "warning", "message": { "text": "{{rule}} says" },
          "locations": [ { "physicalLocation": { "artifactLocation": { "uri": "file:///src/Orders.cs" },
            "region": { "startLine": {{line}}, "startColumn": 9, "endLine": {{line}}, "endColumn": 20 } } } ]{{suppressions}} }
        """;

    private string Log(params string[] results) => sources.Write("build.sarif", $$"""
        { "$schema": "http://json.schemastore.org/sarif-2.1.0", "version": "2.1.0",
          "runs": [ { "results": [ {{string.Join(",", results)}} ] } ] }
        """);

    [Fact]
    public void Read_RulesScanReadsAndOthers_OnlyScansWithTheirPlace()
    {
        var reports = SarifLogs.Read(Log(Result("VSTHRD002", 12), Result("CS4014", 13), Result("CA2007", 14)));

        var report = Assert.Single(reports);
        Assert.Equal(new AnalyzerReport("VSTHRD002", "VSTHRD002 says", "/src/Orders.cs", 12, 9, 12, 20), report);
    }

    [Fact]
    public void Read_ResultSuppressedInSource_LeftOut()
    {
        var suppressed = Result("VSTHRD002", 12, """, "suppressions": [ { "kind": "inSource" } ]""");

        Assert.Empty(SarifLogs.Read(Log(suppressed)));
    }

    [Theory]
    [InlineData("not json at all")]
    [InlineData("""{ "version": "1.0.0", "runs": [] }""")]
    [InlineData("""{ "version": "2.1.0", "runs": [ { "results": [ { "ruleId": "VSTHRD002", "locations": [ {} ] } ] } ] }""")]
    public void Read_UnreadableLog_ScanInputExceptionNamingTheFile(string text)
    {
        var path = sources.Write("broken.sarif", text);

        var error = Assert.Throws<ScanInputException>(() => SarifLogs.Read(path));

        Assert.Contains(path, error.Message, StringComparison.Ordinal);
    }
}
