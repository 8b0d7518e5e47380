using System.Net;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget.WebThroughput;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.WebTarget;

/// <summary>The real Kestrel server, in-process on a free loopback port.</summary>
[Integration]
public sealed class WebTargetServerTests : IAsyncLifetime
{
    private WebTargetServer server = null!;
    private HttpClient client = null!;

    public async Task InitializeAsync()
    {
        server = await WebTargetServer.StartAsync(WebTargetOptions.Loopback() with { Groups = [new WorkEndpoints()] },
            CancellationToken.None);
        client = new HttpClient { BaseAddress = server.Address };
    }

    public async Task DisposeAsync()
    {
        client.Dispose();
        await server.DisposeAsync();
    }

    [Fact]
    public void StartAsync_DefaultOptions_ListensOnLoopbackOnly()
    {
        Assert.Equal("127.0.0.1", server.Address.Host);
        Assert.NotEqual(0, server.Address.Port);
    }

    [Theory]
    [InlineData("/base?u=abc")]
    [InlineData("/fair?u=-5")]
    [InlineData("/base-async?u=10001")]
    [InlineData("/async")]
    [InlineData("/sync-over-async?u=1e3")]
    public async Task Get_BadWorkUnit_400WithOneLineReason(string path)
    {
        using var response = await client.GetAsync(path);
        var body = await response.Content.ReadAsStringAsync();

        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
        Assert.Single(body.TrimEnd('\n').Split('\n'));
        Assert.Contains("u", body, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("/nope")]
    [InlineData("/base/extra?u=1")]
    public async Task Get_UnknownPath_404(string path)
    {
        using var response = await client.GetAsync(path);

        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
    }

    [Fact]
    public async Task Get_EveryWorkEndpointWithZeroUnit_OkAndCounted()
    {
        var before = server.Counters.Requests;
        foreach (var path in WorkEndpoints.Routes)
        {
            using var response = await client.GetAsync(path + "?u=0");
            Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        }

        Assert.Equal(WorkEndpoints.Routes.Count, server.Counters.Requests - before);
        Assert.Equal(4, server.Counters.Offloaded); // base-async, fair-async: one each; base-async2: two
    }

    [Fact]
    public async Task Get_Samples_JsonWithThreadCounts()
    {
        var json = await client.GetStringAsync("/samples?after=0");

        Assert.Contains("\"threads\"", json, StringComparison.Ordinal);
    }
}
