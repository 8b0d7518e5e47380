using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public sealed class PolygammaTests
{
    [Fact]
    public void Digamma_AtOneAndAHalf_KnownValues()
    {
        Assert.Equal(-0.5772156649015329, Polygamma.Digamma(1), 1e-9);
        Assert.Equal(-1.9635100260214235, Polygamma.Digamma(0.5), 1e-9);
        Assert.Equal(2.2517525890667211, Polygamma.Digamma(10), 1e-9);
    }

    [Fact]
    public void Trigamma_AtOneAndAHalf_KnownValues()
    {
        Assert.Equal(Math.PI * Math.PI / 6, Polygamma.Trigamma(1), 1e-9);
        Assert.Equal(Math.PI * Math.PI / 2, Polygamma.Trigamma(0.5), 1e-9);
    }

    [Fact]
    public void Tetragamma_AtOne_MinusTwiceZetaThree()
    {
        Assert.Equal(-2.4041138063191885, Polygamma.Tetragamma(1), 1e-9);
    }

    [Theory]
    [InlineData(0.3)]
    [InlineData(1)]
    [InlineData(2.5)]
    [InlineData(40)]
    public void TrigammaInverse_OfTrigamma_GivesTheArgumentBack(double x)
    {
        Assert.Equal(x, Polygamma.TrigammaInverse(Polygamma.Trigamma(x)), x * 1e-6);
    }
}
