namespace Seeded;

public static class Prices
{
    public static async Task<int> PriceAsync(string symbol)
    {
        await Task.Delay(1);
        return symbol.Length;
    }

    public static async Task WarmAsync() => await Task.Delay(1);

    public static int Load() => 1;

    public static ValueTask<int> CountAsync() => new(1);

    public static int Cached(string symbol) => PriceAsync(symbol).GetAwaiter().GetResult(); // seeded: blocking-wait library

    public static int Offloaded()
    {
        var loading = Task.Factory.StartNew(Load, CancellationToken.None, TaskCreationOptions.None, TaskScheduler.Default);
        return loading.Result; // seeded: offload-then-wait library
    }

    public static async Task<int> TotalAsync()
    {
        var count = CountAsync(); // seeded: valuetask-misuse library
        return await count + await count;
    }

    public static async Task<string> ReadAsync(string path)
    {
        await Task.Yield();
        Thread.Sleep(1); // seeded: blocking-in-async library
        return path;
    }

    public static async void Refresh() => await WarmAsync(); // seeded: async-void library

    public static void Touch() => WarmAsync(); // seeded: fire-and-forget library

    public static Task<int> Later() => Task.Factory.StartNew(Load); // seeded: implicit-scheduler library
}
