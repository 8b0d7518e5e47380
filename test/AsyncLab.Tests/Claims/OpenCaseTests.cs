using AsyncLab.Claims;

namespace AsyncLab.Tests.Claims;

public class OpenCaseTests
{
    [Theory]
    [InlineData(double.NaN, 1.0, true)]
    [InlineData(2.0, 2.0, true)]
    [InlineData(2.01, 2.0, false)]
    [InlineData(double.PositiveInfinity, 100.0, false)]
    public void WithinReach_ShrinkAgainstReachable_OnlyUnknownOrReachable(double shrink, double reachable, bool expected)
    {
        Assert.Equal(expected, new OpenCase(new CaseSelector("a"), shrink).WithinReach(reachable));
    }
}
