using System.Net.Http.Json;
using System.Text.Json;
using AsyncLab.WebTarget;

namespace AsyncLab.Load;

/// <summary>Reads what the target server says about itself (/health, /pool, /stats, /samples), on a client of its own.</summary>
public sealed class TargetObserver(Uri server) : IDisposable
{
    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);
    // Short: a server whose pool is deadlocked never answers /health, and the lab should say so rather than wait.
    private static readonly TimeSpan HealthPatience = TimeSpan.FromSeconds(2);

    // Long: statistics are read right after a load test, when a starved pool may still be working through queued
    // requests, on a machine whose cores the database and the driver share. Only a server that has stopped answering
    // takes this long, so it bounds a broken run without failing a slow one.
    private static readonly TimeSpan ReadPatience = TimeSpan.FromSeconds(30);

    private readonly HttpClient client = new() { BaseAddress = server, Timeout = Timeout.InfiniteTimeSpan };

    public Task<PoolSettings> PoolAsync(CancellationToken cancellationToken) => GetAsync<PoolSettings>("/pool", cancellationToken);

    public Task<TargetStats> StatsAsync(CancellationToken cancellationToken) => GetAsync<TargetStats>("/stats", cancellationToken);


    public Task<PoolSample[]> SamplesAfterAsync(long seq, CancellationToken cancellationToken) =>
        GetAsync<PoolSample[]>(FormattableString.Invariant($"/samples?after={seq}"), cancellationToken);

    /// <summary>True when /health answers within the client's short timeout.</summary>
    public async Task<bool> AnswersAsync(CancellationToken cancellationToken)
    {
        using var patience = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        patience.CancelAfter(HealthPatience);
        try
        {
            using var response = await client.GetAsync("/health", patience.Token).ConfigureAwait(false);
            return response.IsSuccessStatusCode;
        }
        catch (Exception ex) when (ex is HttpRequestException or OperationCanceledException && !cancellationToken.IsCancellationRequested)
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
    public async Task<T> GetAsync<T>(string path, CancellationToken cancellationToken)
    {
        using var patience = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        patience.CancelAfter(ReadPatience);
        try
        {
            return await client.GetFromJsonAsync<T>(path, Json, patience.Token).ConfigureAwait(false)
                ?? throw new InvalidOperationException($"the target server answered {path} with nothing");
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            throw new TimeoutException($"the target server did not answer {path} within {ReadPatience.TotalSeconds:0} s");
        }
    }
}
