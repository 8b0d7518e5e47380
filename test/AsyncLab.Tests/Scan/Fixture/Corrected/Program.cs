namespace Corrected;

public static class Program
{
    public static async Task Main(string[] args)
    {
        var app = WebApplication.CreateBuilder(args).Build();
        Endpoints.Map(app);
        await Prices.WarmAsync();
        Prices.Load();
        AppDomain.CurrentDomain.ProcessExit += (_, _) => Prices.Load();
        await Prices.WarmAsync();
        await app.RunAsync();
    }
}
