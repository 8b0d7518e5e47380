using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

public sealed class OpenRequestsTests
{
    [Theory]
    [InlineData("GET", "/sync-over-async", "GET /sync-over-async")]
    [InlineData("GET", "/sync-over-async?u=50", "GET /sync-over-async")]
    [InlineData("POST", "/", "POST /")]
    public void Route_MethodAndPath_PathWithoutItsQuery(string method, string path, string expected)
    {
        Assert.Equal(expected, OpenRequests.Route(method, path));
    }

    [Fact]
    public void RouteOf_NoHostingEvents_Null()
    {
        Assert.Null(new OpenRequests().RouteOf(42));
    }
}
