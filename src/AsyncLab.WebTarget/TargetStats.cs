namespace AsyncLab.WebTarget;

/// <summary>The server's counters at one moment, with the sampler's clock and last sample, served at GET /stats.</summary>
public sealed record TargetStats(long Requests, long Offloaded, long Inline, long LastSampleSeq, double NowMs, int Threads);
