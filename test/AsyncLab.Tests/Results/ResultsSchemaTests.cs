using System.Text.Json.Nodes;
using AsyncLab.Tests.Fixtures;
using NJsonSchema;

namespace AsyncLab.Tests.Results;

/// <summary>docs/results.schema.json is the published contract of results.json: real runs must validate against it.</summary>
public class ResultsSchemaTests
{
    private static readonly string SchemaPath = Path.Combine(TestFiles.Root, "..", "..", "docs", "results.schema.json");

    // Parsed once for the class: every test validates against the same file.
    private static readonly Lazy<Task<JsonSchema>> Schema = new(() => JsonSchema.FromFileAsync(SchemaPath));

    public static TheoryData<string> Runs() => RecordedRuns.Names();

    [Theory]
    [MemberData(nameof(Runs))]
    public async Task Validate_RealRun_NoErrors(string file)
    {
        var schema = await Schema.Value;

        var errors = schema.Validate(await File.ReadAllTextAsync(RecordedRuns.PathOf(file)));

        Assert.Empty(errors.Select(e => e.ToString()));
    }

    [Fact]
    [Integration]
    public async Task Validate_FreshSmokeRun_NoErrors()
    {
        var schema = await Schema.Value;
        var directory = Directory.CreateTempSubdirectory("asynclab-schema-").FullName;
        try
        {
            var outcome = await LabProcess.RunAsync("run", "task-caching", "--profile", "smoke", "--out", directory);

            Assert.Equal(0, outcome.ExitCode);
            var errors = schema.Validate(await File.ReadAllTextAsync(Path.Combine(directory, "results.json")));
            Assert.Empty(errors.Select(e => e.ToString()));
        }
        finally
        {
            Directory.Delete(directory, recursive: true);
        }
    }

    [Fact]
    public async Task Validate_RunMeasuredInLaunches_NoErrors()
    {
        var schema = await Schema.Value;
        var directory = Directory.CreateTempSubdirectory("asynclab-schema-").FullName;
        try
        {
            AsyncLab.Results.ResultsFile.Write(directory, LaunchedRuns.Run("launched", [10, 20, 40], 3, 0.01, 1));

            var errors = schema.Validate(await File.ReadAllTextAsync(Path.Combine(directory, "results.json")));

            Assert.Empty(errors.Select(e => e.ToString()));
        }
        finally
        {
            Directory.Delete(directory, recursive: true);
        }
    }

    [Fact]
    public async Task Validate_SteppedLoadTest_NoErrors()
    {
        var schema = await Schema.Value;
        var ramp = new AsyncLab.Results.Measurement("base", new Dictionary<string, string> { ["test"] = "stepped" }, new Dictionary<string,
            double> { ["throughput_rps"] = 100 }) { Stepped = true };
        var run = SpreadRuns.Run("r1", SpreadRuns.Throughput("web-throughput", "fair", 100));
        run = run with { Experiments = [run.Experiments[0] with { Measurements = [.. run.Experiments[0].Measurements, ramp] }] };
        var directory = Directory.CreateTempSubdirectory("asynclab-schema-").FullName;
        try
        {
            AsyncLab.Results.ResultsFile.Write(directory, run);
            var json = await File.ReadAllTextAsync(Path.Combine(directory, "results.json"));

            Assert.Contains("\"stepped\": true", json, StringComparison.Ordinal);
            Assert.Empty(schema.Validate(json).Select(e => e.ToString()));
        }
        finally
        {
            Directory.Delete(directory, recursive: true);
        }
    }

    [Fact]
    public async Task Validate_ClaimWithAnUnknownVerdict_Fails()
    {
        var schema = await Schema.Value;
        var run = JsonNode.Parse(await File.ReadAllTextAsync(TestFiles.PathOf("Running/Runs/async-cost-quick.json")))!;
        run["experiments"]![0]!["claims"]![0]!["verdict"] = "probably";

        Assert.NotEmpty(schema.Validate(run.ToJsonString()));
    }
}
