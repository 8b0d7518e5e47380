using System.Net;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.WebTarget;

public sealed class WebTargetOptionsTests
{
    [Fact]
    public void Problem_Defaults_None() => Assert.Null(WebTargetOptions.Loopback().Problem());

    [Fact]
    public void Loopback_Default_BindsLoopbackOnly() => Assert.Equal(IPAddress.Loopback, WebTargetOptions.Loopback().Host);

    [Theory]
    [InlineData(-1, null, null, "port -1")]
    [InlineData(70_000, null, null, "port 70000")]
    [InlineData(0, 0, null, "--min-threads 0")]
    [InlineData(0, 64, 32, "--min-threads 64 is above --max-threads 32")]
    [InlineData(0, null, 1, "--max-threads 1")]
    public void Problem_BadPortOrPool_Named(int port, int? min, int? max, string named)
    {
        var options = new WebTargetOptions(IPAddress.Loopback, port, min, max);

        var problem = options.Problem();

        Assert.NotNull(problem);
        Assert.Contains(named, problem, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', problem);
    }

    [Fact]
    public void ParseLine_SampleLine_RoundTrips()
    {
        var sample = new PoolSample(7, 1750.5, 64, 12, 3456, 100, 40, 30, 5120);

        Assert.Equal(sample, PoolSample.ParseLine(sample.ToLine()));
    }

    [Theory]
    [InlineData("listening on http://127.0.0.1:1")]
    [InlineData("sample 1 2 3")]
    [InlineData("sample a b c d e f g h i")]
    [InlineData("sample 1 2.0 3 4 5 6 7 8")]
    public void ParseLine_OtherLine_Null(string line) => Assert.Null(PoolSample.ParseLine(line));
}
