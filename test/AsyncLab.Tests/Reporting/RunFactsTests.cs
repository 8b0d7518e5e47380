using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

/// <summary>The run's facts on a report's first screen: what ran, on what, and how to make the run again.</summary>
public sealed class RunFactsTests
{
    [Fact]
    public void FirstScreen_RunWithEveryFact_NamesSdkCommitBenchmarkDotNetAndCommandLine()
    {
        var run = ResultsFile.Read(RecordedRuns.PathOf("all-quick-launches.json")).Run with
        {
            Sdk = "10.0.100", BenchmarkDotNet = "0.15.2", Commit = "83a9411", CommandLine = "run --profile quick",
        };

        var facts = RunFacts.FirstScreen(run).ToDictionary(f => f.Key, f => f.Value);

        Assert.Equal("10.0.100", facts["sdk"]);
        Assert.Equal("0.15.2", facts["BenchmarkDotNet"]);
        Assert.EndsWith(" at 83a9411", facts["lab"], StringComparison.Ordinal);
        Assert.Equal("asynclab run --profile quick", facts["command line"]);
        Assert.Equal($"{run.Cpu}, 2 logical cores", facts["cpu"]);
    }

    [Fact]
    public void FirstScreen_OlderResultsWithoutTheNewFacts_ReadsNotRecorded()
    {
        var run = ResultsFile.Read(RecordedRuns.PathOf("all-quick-launches.json")).Run;

        var facts = RunFacts.FirstScreen(run).ToDictionary(f => f.Key, f => f.Value);

        Assert.Null(run.Sdk);
        Assert.Equal("not recorded", facts["sdk"]);
        Assert.Equal("not recorded", facts["command line"]);
    }

    [Fact]
    public void Rest_EveryFactOfTheRun_ShownOnceBetweenFirstScreenAndRest()
    {
        var run = SampleResults.Create().Run;

        var shown = RunFacts.FirstScreen(run).Concat(RunFacts.Rest(run)).Select(f => f.Value).ToList();

        Assert.All(RunFacts.Of(run).Where(f => f.Key != "tool" && f.Key != "logical cores"),
            f => Assert.Contains(shown, s => s.Contains(f.Value, StringComparison.Ordinal)));
    }

    [Theory]
    [InlineData("AMD EPYC", "26", "2", "1", "AMD EPYC (family 26, model 2, stepping 1)")]
    [InlineData("AMD EPYC 9654 96-Core Processor", "25", "17", "1", "AMD EPYC 9654 96-Core Processor")]
    [InlineData("AMD EPYC", null, null, null, "AMD EPYC")]
    public void CpuModel_NameWithoutAModelNumber_AddsFamilyModelAndStepping(
        string name, string? family, string? model, string? stepping, string expected)
    {
        Assert.Equal(expected, RunEnvironment.CpuModel(name, family, model, stepping));
    }

    [Fact]
    public void Describe_ThisProcess_RecordsSdkBenchmarkDotNetAndCommandLine()
    {
        var run = RunEnvironment.Describe("run", Profile.Smoke, DateTimeOffset.UnixEpoch);

        Assert.False(string.IsNullOrEmpty(run.Sdk));
        Assert.False(string.IsNullOrEmpty(run.BenchmarkDotNet));
        Assert.NotNull(run.CommandLine);
    }
}
