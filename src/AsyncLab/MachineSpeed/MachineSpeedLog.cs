using System.Diagnostics;
using AsyncLab.Results;

namespace AsyncLab.MachineSpeed;

/// <summary>
/// The run's probe timings (<see cref="MachineSpeedProbe"/>), taken at the runner's and the experiments' own pauses
/// (between experiments, benchmark rounds and load tests), never while something is being measured.
/// </summary>
public sealed class MachineSpeedLog
{
    private readonly object gate = new();
    private readonly List<SpeedSample> samples = [];
    private readonly Stopwatch sinceStart;
    private readonly Func<double> probe;

    /// <param name="probe">What to time; the real probe by default, a fixed value in tests.</param>
    public MachineSpeedLog(Func<double>? probe = null)
    {
        this.probe = probe ?? MachineSpeedProbe.MeasureMicroseconds;
        sinceStart = Stopwatch.StartNew();
    }

    /// <summary>The experiment that later samples belong to; set by the runner.</summary>
    public string Experiment { get; set; } = string.Empty;

    public IReadOnlyList<SpeedSample> Samples
    {
        get
        {
            lock (gate)
            {
                return samples.ToArray();
            }
        }
    }

    /// <summary>Times the probe now; call only where nothing else of the lab's is running.</summary>
    public void Sample(string where)
    {
        var time = probe();
        lock (gate)
        {
            samples.Add(new SpeedSample(Math.Round(sinceStart.Elapsed.TotalSeconds, 2), Experiment, where, Math.Round(time, 1)));
        }
    }
}
