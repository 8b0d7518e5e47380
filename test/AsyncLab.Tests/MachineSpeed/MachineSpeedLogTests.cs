using AsyncLab.MachineSpeed;

namespace AsyncLab.Tests.MachineSpeed;

public class MachineSpeedLogTests
{
    [Fact]
    public void Sample_TwoExperiments_EachSampleCarriesTheExperimentAndPauseOfItsMoment()
    {
        var times = new Queue<double>([1000.04, 1500.06]);
        var log = new MachineSpeedLog(() => times.Dequeue()) { Experiment = "async-cost" };

        log.Sample("start");
        log.Experiment = "database";
        log.Sample("after sqlite read-sync");

        Assert.Collection(
            log.Samples,
            first => Assert.Equal(("async-cost", "start", 1000.0), (first.Experiment, first.Where, first.ProbeMicroseconds)),
            second => Assert.Equal(("database", "after sqlite read-sync", 1500.1),
                (second.Experiment, second.Where, second.ProbeMicroseconds)));
        Assert.True(log.Samples[1].AtSeconds >= log.Samples[0].AtSeconds);
    }

    [Fact]
    public void MeasureMicroseconds_RealProbe_TakesAPositiveFiniteTime()
    {
        var time = MachineSpeedProbe.MeasureMicroseconds();

        Assert.True(time > 0 && double.IsFinite(time), $"probe took {time} µs");
    }
}
