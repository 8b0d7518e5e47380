using System.Globalization;
using AsyncLab.Load;

namespace AsyncLab.Cli;

/// <summary>Turns the load verb's flags into a <see cref="LoadPlan"/>, or a one-line <see cref="UsageException"/>.</summary>
public static class LoadArguments
{
    public const int DefaultUsers = 25;
    public const int DefaultMaxInFlight = 1_000;

    /// <param name="rate">Open loop (--rate), or null for closed-loop users.</param>
    /// <param name="maxInFlight">The open loop's in-flight cap (--max-in-flight); only with a rate.</param>
    public static LoadPlan Plan(
        string url,
        int? users,
        double? durationSeconds,
        string? ramp,
        double timeoutSeconds,
        long maxRequests,
        double? rate = null,
        int? maxInFlight = null)
    {
        if (!Uri.TryCreate(url, UriKind.Absolute, out var target))
        {
            throw new UsageException($"'{url}' is not an absolute URL (e.g. http://127.0.0.1:5080/base?u=100)");
        }

        var duration = durationSeconds is { } seconds ? Seconds(seconds, "--duration") : (TimeSpan?)null;
        var plan = (rate, ramp) switch
        {
            ({ }, _) when users is not null || ramp is not null =>
                throw new UsageException("--rate (open loop) cannot be combined with --users or --ramp (closed loop)"),
            (null, _) when maxInFlight is not null => throw new UsageException("--max-in-flight applies only to an open loop (--rate)"),
            ({ } r, _) => LoadPlan.OpenLoop(target, r, duration ?? TimeSpan.FromSeconds(10), maxInFlight ?? DefaultMaxInFlight),
            (null, null) => LoadPlan.Constant(target, users ?? DefaultUsers, duration ?? TimeSpan.FromSeconds(10)),
            (null, { } r) => ParseRamp(target, r, duration),
        };
        plan = plan with { RequestTimeout = Seconds(timeoutSeconds, "--timeout"), MaxRequests = maxRequests };
        return plan.Problem() is { } problem ? throw new UsageException(problem) : plan;
    }

    /// <summary>The --warmup flag: 0 for none, else seconds in the same range as --duration.</summary>
    public static TimeSpan WarmUp(double seconds) =>
        seconds == 0 ? TimeSpan.Zero
        : double.IsFinite(seconds) && seconds > 0 && seconds <= LoadPlan.DurationLimit.TotalSeconds ? TimeSpan.FromSeconds(seconds)
        : throw new UsageException(
            $"--warmup {seconds.ToString(CultureInfo.InvariantCulture)} must be 0 (none) or a number of seconds in " +
            $"(0, {LoadPlan.DurationLimit.TotalSeconds:0}]");

    private static LoadPlan ParseRamp(Uri target, string ramp, TimeSpan? duration)
    {
        var parts = ramp.Split(':');
        if (parts.Length != 4
            || !int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var start)
            || !int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var step)
            || !double.TryParse(parts[2], NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var every)
            || !int.TryParse(parts[3], NumberStyles.None, CultureInfo.InvariantCulture, out var max)
            || step < 1)
        {
            throw new UsageException($"--ramp '{ramp}' is not START:STEP:EVERY_S:MAX with whole numbers and STEP ≥ 1 (e.g. 10:10:5:200)");
        }

        return LoadPlan.Ramp(target, start, step, Seconds(every, "--ramp EVERY_S"), max, duration);
    }

    private static TimeSpan Seconds(double seconds, string flag) =>
        double.IsFinite(seconds) && seconds > 0 && seconds <= LoadPlan.DurationLimit.TotalSeconds
            ? TimeSpan.FromSeconds(seconds)
            : throw new UsageException(
                $"{flag} {seconds.ToString(CultureInfo.InvariantCulture)} must be a number of seconds in " +
                $"(0, {LoadPlan.DurationLimit.TotalSeconds:0}]");
}
