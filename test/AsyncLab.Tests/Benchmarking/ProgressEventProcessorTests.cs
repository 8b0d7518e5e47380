using AsyncLab.Benchmarking;
using AsyncLab.Running;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;

namespace AsyncLab.Tests.Benchmarking;

public class ProgressEventProcessorTests
{
    [Fact]
    public void Events_ThreeRounds_DoneAndTotalCoverAllRounds()
    {
        var steps = new RecordingProgress();
        var processor = new ProgressEventProcessor(steps, rounds: 3);
        var cases = BenchmarkConverter.TypeToBenchmarks(typeof(TwoCases), ManualConfig.CreateEmpty()).BenchmarksCases;

        foreach (var round in Enumerable.Range(1, 3))
        {
            processor.StartRound(round, cases.Length);
            foreach (var benchmarkCase in RoundOrder.Of(cases, round))
            {
                processor.OnStartRunBenchmark(benchmarkCase);
                processor.OnEndRunBenchmark(benchmarkCase, null!);
            }
        }

        Assert.All(steps.Reported, step => Assert.Equal(6, step.Total));
        Assert.Equal(6, steps.Reported[^1].Done);
        Assert.Equal("benchmark First, round 1 of 3", steps.Reported[0].Step);
        Assert.Equal("benchmark First, round 2 of 3", steps.Reported[4].Step);
    }

    [Fact]
    public void Events_OneRound_NoRoundInTheStep()
    {
        var steps = new RecordingProgress();
        var processor = new ProgressEventProcessor(steps, rounds: 1);
        var first = BenchmarkConverter.TypeToBenchmarks(typeof(TwoCases), ManualConfig.CreateEmpty()).BenchmarksCases[0];

        processor.StartRound(1, 2);
        processor.OnStartRunBenchmark(first);

        Assert.Equal(new ExperimentProgress("benchmark First", 0, 2), steps.Reported.Single());
    }

    private sealed class RecordingProgress : IProgress<ExperimentProgress>
    {
        public List<ExperimentProgress> Reported { get; } = [];

        public void Report(ExperimentProgress value) => Reported.Add(value);
    }

    public class TwoCases
    {
        [Benchmark]
        public int First() => 1;

        [Benchmark]
        public int Second() => 2;
    }
}
