using System.CommandLine;
using System.Globalization;
using AsyncLab.Load;

namespace AsyncLab.Cli;

/// <summary>
/// <c>load URL [--users N | --ramp START:STEP:EVERY_S:MAX | --rate R [--max-in-flight N]] [--duration S]</c>: the load
/// driver against any HTTP URL, closed loop (users) or open loop (a constant arrival rate).
/// </summary>
public static class LoadVerb
{
    public static Command Create()
    {
        var url = new Argument<string>("url")
        {
            Description = "The URL every virtual user requests, e.g. http://127.0.0.1:5080/base?u=100.",
        };
        var users = new Option<int?>("--users", "-u")
        {
            Description = $"Constant closed-loop virtual users (1..{LoadPlan.UserLimit}; default {LoadArguments.DefaultUsers}).",
        };
        var rate = new Option<double?>("--rate", "-r")
        {
            Description = $"Open loop: requests per second on a constant schedule (up to {LoadPlan.RateLimit:0}); " +
                $"latency counts from each request's due time.",
        };
        var maxInFlight = new Option<int?>("--max-in-flight")
        {
            Description = $"Open loop: at most this many requests unanswered at once (1..{LoadPlan.UserLimit}; " +
                $"default {LoadArguments.DefaultMaxInFlight}); due requests beyond it wait and are reported late.",
        };
        var duration = new Option<double?>("--duration", "-d") { Description = "Seconds to run (default 10, or the ramp's length)." };
        var ramp = new Option<string?>("--ramp")
        {
            Description = "Stepped ramp START:STEP:EVERY_S:MAX, e.g. 10:10:5:200 (replaces --users).",
        };
        var timeout = new Option<double>("--timeout")
        {
            Description = "Seconds before a request counts as timed out.",
            DefaultValueFactory = _ => 30,
        };
        var maxRequests = new Option<long>("--max-requests")
        {
            Description = "Stop starting requests after this many.",
            DefaultValueFactory = _ => 5_000_000,
        };
        var warmup = new Option<double>("--warmup")
        {
            Description = "Seconds of unreported load first, on the same connections (JIT, connect, server warm-up).",
            DefaultValueFactory = _ => 0,
        };
        var command = new Command(
            "load", "Closed- or open-loop load against a URL; prints throughput per second and the latency distribution.")
        {
            url, users, rate, maxInFlight, duration, ramp, timeout, maxRequests, warmup,
        };
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            var plan = LoadArguments.Plan(
                parseResult.GetValue(url)!, parseResult.GetValue(users), parseResult.GetValue(duration), parseResult.GetValue(ramp),
                parseResult.GetValue(timeout), parseResult.GetValue(maxRequests), parseResult.GetValue(rate),
                parseResult.GetValue(maxInFlight));
            var warmupDuration = LoadArguments.WarmUp(parseResult.GetValue(warmup));

            // Before any socket is used, and only once the flags are known good: see SocketCompletionMode for why.
            var inline = SocketCompletionMode.PreferInline();

            Console.WriteLine(
                $"load: {Describe(plan)} against {plan.Target}; socket completions {(inline ? "inline" : "on the thread pool")}");
            LoadReport report;
            try
            {
                report = await LoadDriver.RunAsync(plan, cancellationToken, warmupDuration).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                // Ctrl+C or SIGTERM: requests in flight were cut short, so no figure of this run would be whole.
                ConsoleOutput.WriteError("load: stopped (Ctrl+C or SIGTERM) before the run's end; no figures reported");
                return ExitCodes.ExperimentFailed;
            }

            LoadTable.Write(Console.Out, report);
            return ExitCodes.Ok;
        });
        return command;
    }

    private static string Describe(LoadPlan plan) =>
        plan.Rate is { } r ? string.Create(
            CultureInfo.InvariantCulture,
            $"open loop, {r:0.###} requests/s, at most {plan.MaxUsers} in flight, {plan.Duration.TotalSeconds:0.###} s")
        : plan.IsRamp ? string.Create(
            CultureInfo.InvariantCulture,
            $"{plan.StartUsers} users, +{plan.StepUsers} every {plan.StepEvery.TotalSeconds:0.###} s up to {plan.MaxUsers}, " +
            $"{plan.Duration.TotalSeconds:0.###} s")
        : string.Create(CultureInfo.InvariantCulture, $"{plan.StartUsers} users for {plan.Duration.TotalSeconds:0.###} s");
}
