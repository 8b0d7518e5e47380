using System.Globalization;

namespace AsyncLab.Load;

/// <summary>
/// What the load driver does: closed-loop virtual users against one URL, a constant count (<see cref="StepUsers"/> = 0)
/// or a stepped ramp from <see cref="StartUsers"/> up by <see cref="StepUsers"/> every <see cref="StepEvery"/> to
/// <see cref="MaxUsers"/>, for <see cref="Duration"/>, with hard bounds on users, time and requests. Or, with a
/// <see cref="Rate"/>, open loop: requests due on a constant schedule whatever the server does, at most
/// <see cref="MaxUsers"/> of them in flight (the in-flight cap; one connection each).
/// </summary>
public sealed record LoadPlan(Uri Target, int StartUsers, int StepUsers, TimeSpan StepEvery, int MaxUsers, TimeSpan Duration)
{
    public const int UserLimit = 2_000;
    public const long RequestLimit = 20_000_000;
    public const double RateLimit = 1_000_000;
    public static readonly TimeSpan DurationLimit = TimeSpan.FromHours(1);

    /// <summary>A request that has not answered by then counts as a timeout.</summary>
    public TimeSpan RequestTimeout { get; init; } = TimeSpan.FromSeconds(30);

    /// <summary>No user starts a request once this many have been started.</summary>
    public long MaxRequests { get; init; } = 5_000_000;

    /// <summary>Open loop: requests due per second, evenly spaced; null for closed-loop users.</summary>
    public double? Rate { get; init; }

    public bool IsOpenLoop => Rate is not null;

    public bool IsRamp => StepUsers > 0;

    public static LoadPlan Constant(Uri target, int users, TimeSpan duration) =>
        new(target, users, 0, duration, users, duration);

    /// <summary>
    /// Open loop at <paramref name="rate"/> requests per second, at most <paramref name="maxInFlight"/> of them
    /// unanswered at once.
    /// </summary>
    public static LoadPlan OpenLoop(Uri target, double rate, TimeSpan duration, int maxInFlight) =>
        new(target, maxInFlight, 0, duration, maxInFlight, duration) { Rate = rate };

    /// <summary>A stepped ramp; without a duration it lasts until the last step has run one interval.</summary>
    public static LoadPlan Ramp(Uri target, int start, int step, TimeSpan every, int max, TimeSpan? duration = null)
    {
        var steps = step > 0 && max >= start ? ((max - start) / step) + 1 : 1;
        return new LoadPlan(target, start, step, every, max, duration ?? every * steps);
    }

    /// <summary>How many users run at <paramref name="elapsed"/> since the start.</summary>
    public int UsersAt(TimeSpan elapsed)
    {
        if (!IsRamp)
        {
            return StartUsers;
        }

        var steps = (long)Math.Floor(elapsed / StepEvery);
        return (int)Math.Min(MaxUsers, StartUsers + (StepUsers * steps));
    }

    /// <summary>The first thing wrong with the plan, in one line, or null when it can run.</summary>
    public string? Problem()
    {
        if (!Target.IsAbsoluteUri || (Target.Scheme != Uri.UriSchemeHttp && Target.Scheme != Uri.UriSchemeHttps))
        {
            return $"'{Target}' is not an absolute http:// or https:// URL";
        }

        return (StartUsers, StepUsers, MaxUsers) switch
        {
            _ when Rate is { } rate && !(rate > 0 && rate <= RateLimit) =>
                $"rate {rate.ToString(CultureInfo.InvariantCulture)} is out of range (0, {RateLimit:0}] requests per second",
            _ when IsOpenLoop && (IsRamp || StartUsers is < 1 or > UserLimit) =>
                $"the in-flight cap {StartUsers} is out of range 1..{UserLimit}",
            _ when StartUsers is < 1 or > UserLimit => $"users {StartUsers} is out of range 1..{UserLimit}",
            _ when StepUsers < 0 => "the ramp step must not be negative",
            _ when MaxUsers < StartUsers || MaxUsers > UserLimit => $"ramp maximum {MaxUsers} must be in {StartUsers}..{UserLimit}",
            _ when IsRamp && StepEvery < TimeSpan.FromMilliseconds(100) => "the ramp interval must be at least 0.1 s",
            _ when Duration <= TimeSpan.Zero || Duration > DurationLimit =>
                $"duration {Seconds(Duration)} s is out of range (0, {Seconds(DurationLimit)}] s",
            _ when RequestTimeout <= TimeSpan.Zero || RequestTimeout > TimeSpan.FromMinutes(10) =>
                "the request timeout must be in (0, 600] s",
            _ when MaxRequests is < 1 or > RequestLimit => $"the request bound must be in 1..{RequestLimit}",
            _ => null,
        };
    }

    private static string Seconds(TimeSpan span) => span.TotalSeconds.ToString("0.###", CultureInfo.InvariantCulture);
}
