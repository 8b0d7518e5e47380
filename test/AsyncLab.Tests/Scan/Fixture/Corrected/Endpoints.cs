using Microsoft.AspNetCore.Mvc;

namespace Corrected;

public static class Endpoints
{
    public static void Map(IEndpointRouteBuilder routes)
    {
        routes.MapGet("/price", async () => await Prices.PriceAsync("a"));
        routes.MapGet("/warm", async () =>
        {
            await Prices.WarmAsync();
            return "warming";
        });
        routes.MapGet("/later", async () => await Prices.PriceAsync("b") + 1);
    }
}

[ApiController]
public sealed class OrdersController : ControllerBase
{
    [HttpGet("/orders")]
    public int Orders() => Prices.Load();

    [HttpGet("/report")]
    public async Task<string> ReportAsync()
    {
        await Task.Yield();
        return await System.IO.File.ReadAllTextAsync("report.txt");
    }
}

public sealed class Refresher : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        await Task.Yield();
        await Task.Delay(10, stoppingToken);
    }
}
