namespace Corrected;

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

    public static async Task<int> CachedAsync(string symbol) => await PriceAsync(symbol);

    public static int Offloaded() => Load();

    public static async Task<int> TotalAsync()
    {
        var count = await CountAsync();
        return count + count;
    }

    public static async Task<string> ReadAsync(string path)
    {
        await Task.Delay(1);
        return path;
    }

    public static async Task RefreshAsync() => await WarmAsync();

    public static Task TouchAsync() => WarmAsync();

    public static Task<int> Later() => Task.Run(Load);
}
