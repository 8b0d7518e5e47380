using System.Diagnostics;
using AsyncLab.Benchmarking.Turns;
using AsyncLab.Running;

namespace AsyncLab.SideBySide;

/// <summary>
/// Runs an <c>ab</c> session: for each experiment, the plan's launches one after another (<see cref="SideBySidePlan"/>),
/// each a child process that times its sides in turns, then every row read once (<see cref="SideBySideReading"/>).
/// </summary>
public static class SideBySideSession
{
    public static async Task<SideBySideResult> RunAsync(SideBySideRequest request, Action<string> say, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(request);
        var clock = Stopwatch.StartNew();
        var plan = request.Plan;
        // Each side gets one run's turns over its units, as a run's launches share theirs.
        var turns = new Launch(0, request.Units).Share(BurstSettings.For(request.Profile).Turns, BurstSettings.FewestTurnsPerLaunch);
        var folder = Path.Combine(request.Output, "launches");
        Directory.CreateDirectory(folder);
        var byExperiment = new Dictionary<string, IReadOnlyList<SideBySideSamples>>(StringComparer.Ordinal);
        foreach (var experiment in request.Experiments)
        {
            var launches = new List<SideBySideSamples>();
            for (var i = 0; i < plan.Launches; i++)
            {
                var sides = plan.SidesOf(i);
                say($"{experiment}: launch {i + 1} of {plan.Launches} ({string.Concat(sides)})");
                var arguments = new SideBySideLaunchArguments(sides.Select(request.BuildOf).ToArray(), experiment,
                    request.Profile.ToName(), i, turns, Path.Combine(folder, $"{experiment}-{i + 1}.json"));
                launches.Add(await SideBySideChild.RunAsync(arguments, request.EnvironmentOf(sides[0]), cancellationToken)
                    .ConfigureAwait(false));
            }

            byExperiment[experiment] = launches;
        }

        var (rows, rowConfidence) = SideBySideReading.Read(plan, byExperiment, request.Threshold, request.Confidence);
        var oneSided = byExperiment.SelectMany(e => SideBySideReading.RowsOnOneSide(e.Value).Select(r => (e.Key, r.Side, r.Row))).ToArray();
        return new SideBySideResult(request, turns, rowConfidence, rows, oneSided, clock.Elapsed)
        {
            Claims = byExperiment.ToDictionary(e => e.Key, e => SideBySideClaims.Read(e.Key, plan, e.Value, request.Threshold),
                StringComparer.Ordinal),
        };
    }
}
