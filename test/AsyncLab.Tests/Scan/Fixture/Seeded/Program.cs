namespace Seeded;

public static class Program
{
    public static void Main(string[] args)
    {
        var app = WebApplication.CreateBuilder(args).Build();
        Endpoints.Map(app);
        Prices.WarmAsync().Wait(); // seeded: blocking-wait start-up
        Task.Run(Prices.Load).Wait(); // seeded: offload-then-wait start-up
        AppDomain.CurrentDomain.ProcessExit += async (_, _) => await Prices.WarmAsync(); // seeded: async-void start-up
        Prices.WarmAsync(); // seeded: fire-and-forget start-up
        app.Run();
    }
}
