using System.Diagnostics;
using System.Numerics;
using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public class CoreSpeedCheckTests
{
    [Fact]
    public void Measure_OnLinux_OneFigurePairPerAllowedCoreElsewhereNone()
    {
        var speeds = CoreSpeedCheck.Measure("start");

        if (!OperatingSystem.IsLinux())
        {
            Assert.Empty(speeds);
            return;
        }

        var allowed = BitOperations.PopCount((ulong)Process.GetCurrentProcess().ProcessorAffinity);
        Assert.Equal(Math.Min(allowed, 64), speeds.Count);
        Assert.Equal(speeds.Select(s => s.Cpu).Order(), speeds.Select(s => s.Cpu));
        Assert.All(speeds, s =>
        {
            Assert.Equal("start", s.When);
            Assert.True(s.CallNsPerStep > 0 && double.IsFinite(s.CallNsPerStep));
            Assert.True(s.RegisterNsPerStep > 0 && double.IsFinite(s.RegisterNsPerStep));
        });
    }
}
