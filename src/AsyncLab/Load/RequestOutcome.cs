namespace AsyncLab.Load;

/// <summary>How one request ended. Only successes carry a latency; timeouts and errors are counted apart.</summary>
public enum RequestOutcome
{
    Success,
    Error,
    Timeout,
}
