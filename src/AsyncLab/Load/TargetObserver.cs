using System.Net.Http.Json;
using System.Text.Json;
using AsyncLab.WebTarget;

namespace AsyncLab.Load;

/// <summary>Reads what the target server says about itself (/health, /pool, /stats, /samples), on a client of its own.</summary>
public sealed class TargetObserver(Uri server) : IDisposable
{
    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);
    // Short: a server whose pool is deadlocked never answers, and the lab should say so rather than wait.
    private readonly HttpClient client = new() { BaseAddress = server, Timeout = TimeSpan.FromSeconds(2) };

    public Task<PoolSettings> PoolAsync(CancellationToken cancellationToken) => GetAsync<PoolSettings>("/pool", cancellationToken);

    public Task<TargetStats> StatsAsync(CancellationToken cancellationToken) => GetAsync<TargetStats>("/stats", cancellationToken);


    public Task<PoolSample[]> SamplesAfterAsync(long seq, CancellationToken cancellationToken) =>
        GetAsync<PoolSample[]>(FormattableString.Invariant($"/samples?after={seq}"), cancellationToken);

    /// <summary>True when /health answers within the client's short timeout.</summary>
    public async Task<bool> AnswersAsync(CancellationToken cancellationToken)
    {
        try
        {
            using var response = await client.GetAsync("/health", cancellationToken).ConfigureAwait(false);
            return response.IsSuccessStatusCode;
        }
        catch (Exception ex) when (ex is HttpRequestException or TaskCanceledException && !cancellationToken.IsCancellationRequested)
        {
            return false;
        }
    }

    /// <summary>Polls /health until it answers 200; the caller bounds the wait with the token.</summary>
    public static async Task WaitUntilHealthyAsync(Uri server, CancellationToken cancellationToken)
    {
        using var client = new HttpClient { BaseAddress = server, Timeout = TimeSpan.FromSeconds(5) };
        while (true)
        {
            try
            {
                using var response = await client.GetAsync("/health", cancellationToken).ConfigureAwait(false);
                if (response.IsSuccessStatusCode)
                {
                    return;
                }
            }
            catch (HttpRequestException)
            {
                // not listening yet
            }
            catch (TaskCanceledException) when (!cancellationToken.IsCancellationRequested)
            {
                // a slow answer; ask again
            }

            await Task.Delay(50, cancellationToken).ConfigureAwait(false);
        }
    }

    public void Dispose() => client.Dispose();

    /// <summary>GETs <paramref name="path"/> and reads its JSON (an experiment's own statistics endpoint among them).</summary>
    public async Task<T> GetAsync<T>(string path, CancellationToken cancellationToken) =>
        await client.GetFromJsonAsync<T>(path, Json, cancellationToken).ConfigureAwait(false)
        ?? throw new InvalidOperationException($"the target server answered {path} with nothing");
}
