using Microsoft.AspNetCore.Mvc;

namespace Seeded;

public static class Endpoints
{
    public static void Map(IEndpointRouteBuilder routes)
    {
        routes.MapGet("/price", () => Prices.PriceAsync("a").Result); // seeded: blocking-wait request
        routes.MapGet("/warm", () =>
        {
            Prices.WarmAsync(); // seeded: fire-and-forget request
            return "warming";
        });
        routes.MapGet("/later", () => Prices.PriceAsync("b").ContinueWith(_ => 2)); // seeded: implicit-scheduler request
    }
}

[ApiController]
public sealed class OrdersController : ControllerBase
{
    [HttpGet("/orders")]
    public int Orders() => Task.Run(() => Prices.Load()).Result; // seeded: offload-then-wait request

    [HttpGet("/report")]
    public async Task<string> ReportAsync()
    {
        await Task.Yield();
        return System.IO.File.ReadAllText("report.txt"); // seeded: blocking-in-async request
    }
}

public sealed class Refresher : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        await Task.Yield();
        Thread.Sleep(10); // seeded: blocking-in-async request
    }
}
