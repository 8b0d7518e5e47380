using System.Globalization;
using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Stopping;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>whenall-vs-foreachasync (seed 004): Task.WhenAll against Parallel.ForEachAsync on waiting and on computing items, with the
/// diagnosis and the fixes.</summary>
public sealed class WhenAllVsForEachAsyncExperiment : IExperiment
{
    private const string CpuAmount = nameof(CpuFanOutBenchmarks.CpuWorkIterations);

    public string Id => "whenall-vs-foreachasync";

    public string Title => "Task.WhenAll or Parallel.ForEachAsync, IO-bound and CPU-bound";

    public string Sources => "seed 004";

    public IReadOnlyList<string> Variants { get; } =
        Enum.GetValues<WorkloadSuite>().SelectMany(suite => FanOutMethods.Of(suite).Select(m => $"{suite.ToName()} {m.Id}")).ToArray();

    public IReadOnlyList<ClaimDefinition> Claims => WhenAllVsForEachAsyncClaims.All;

    IReadOnlyList<Metric> IExperiment.Metrics => WhenAllVsForEachAsyncMetrics.All;

    /// <summary>
    /// The article's two methods on its own items (the IO delay and Random.Shared) at its item counts; the lab's item (xorshift),
    /// the corrected patterns, the control and the row with as many items as cores are the lab's.
    /// </summary>
    public bool IsArticleVariant(Measurement measurement) =>
        measurement.Variant is FanOutMethods.WhenAll or FanOutMethods.ForEachAsync
        && measurement.Parameters.TryGetValue("suite", out var suite) && suite != WorkloadSuite.Cpu.ToName()
        && measurement.Parameters.TryGetValue("items", out var items) && WorkloadGrid.ArticleItemCounts.Contains(int.Parse(items,
            System.Globalization.CultureInfo.InvariantCulture));

    /// <summary>Its benchmark session measures again while a claim is open, in every profile with a budget for it (not smoke).</summary>
    public int Looks(Profile profile) => profile == Profile.Smoke ? 1 : LookSchedule.MaxLooks;

    public async Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        var profile = context.Profile;
        var rounds = context.Launch.Share(FanOutJobs.Rounds(profile), BenchmarkJobs.FewestRoundsPerLaunch);
        var cpuRounds = context.Launch.Share(FanOutJobs.CpuRounds(profile), FanOutJobs.FewestCpuRoundsPerLaunch);
        // The control first: the CPU claim's precondition reads it, and the CPU session's extra rounds need the claim judged.
        context.Progress.Report(new ExperimentProgress("control: how much faster the cores run CPU-bound work together than one alone", 0,
            1));
        var capacity = new CapacityWindows(() => ParallelCapacity.MeasureRounds(WorkloadGrid.Cores));
        await Task.Run(capacity.MeasureFirst, cancellationToken).ConfigureAwait(false);
        // Both suites run in rounds (FanOutJobs.Rounds, CpuRounds), the unit their intervals are computed over. CPU rows
        // whose claims are still open get extra rounds, judged on the IO rows measured so far and the CPU rows: a claim over both suites
        // (fixes-close-the-gap) is then open only where its rows are. IO rows get none: the claims read only the rows whose
        // delays are long enough to decide (WhenAllVsForEachAsyncClaims.ShortestJudgedDelayMs), and those vary by well
        // under 1% from call to call. The IO rows are timed by the lab (TimerBoundCalls), the CPU rows by BenchmarkDotNet.
        var ioRows = WorkloadGrid.Cases(profile, WorkloadSuite.Io).Where(r => !WorkloadGrid.MeasuredOnce(profile, r)).ToList();
        var io = await TimerBoundCalls.MeasureAsync(ioRows, rounds, context.Progress,
            sofar => Publish(context, capacity, sofar), cancellationToken).ConfigureAwait(false);
        // The article's long IO cells that fit the profile, one call a side (WorkloadGrid.MeasuredOnce): timer-bound, so one call decides.
        // Only the first launch times them: they last seconds a call, and another launch would add those seconds again.
        var onceRows = context.Launch.IsFirst
            ? WorkloadGrid.Cases(profile, WorkloadSuite.Io).Where(r => WorkloadGrid.MeasuredOnce(profile, r)).ToList()
            : [];
        var once = onceRows.Count == 0
            ? []
            : await TimerBoundCalls.MeasureAsync(onceRows, rounds: 1, context.Progress, sofar => Publish(context, capacity, [.. io,
                .. sofar]), cancellationToken).ConfigureAwait(false);
        var ioTimings = io.Concat(once).ToList();
        var cpu = await BenchmarkSession.RunAsync(typeof(SimulatedCpuBenchmarks), context,
            WorkloadGrid.Filter(profile, WorkloadSuite.Cpu, CpuAmount), FanOutJobs.Cpu(profile), cpuRounds,
            undecided: UndecidedCpuRows(capacity, ioTimings), checkpoint: Checkpoint(context, capacity, ioTimings,
                WorkloadSuite.Cpu)).ConfigureAwait(false);
        // Without extra rounds (smoke) the second window was not taken in the session: take it here if needed.
        await Task.Run(capacity.MeasureAgainIfNoSpareCore, cancellationToken).ConfigureAwait(false);
        // The article's own item, on which its seed claim (cpu-foreach-faster) is judged, in rounds like the lab's.
        var randomShared = await BenchmarkSession.RunAsync(typeof(RandomSharedCpuBenchmarks), context,
            WorkloadGrid.Filter(profile, WorkloadSuite.CpuRandomShared, CpuAmount), FanOutJobs.Cpu(profile), cpuRounds,
            checkpoint: Checkpoint(context, capacity, [.. ioTimings, .. Key(WorkloadSuite.Cpu, cpu)],
                WorkloadSuite.CpuRandomShared)).ConfigureAwait(false);
        var timings = ioTimings
            .Concat(Key(WorkloadSuite.Cpu, cpu))
            .Concat(Key(WorkloadSuite.CpuRandomShared, randomShared))
            .ToDictionary(pair => pair.Row, pair => pair.Figure);

        var rows = Enum.GetValues<WorkloadSuite>().SelectMany(suite => WorkloadGrid.Cases(profile, suite)).ToList();
        // The rows measured once are not diagnosed again: another pass over them would cost as long as their calls, and the
        // same methods are diagnosed on the shorter rows.
        // The first launch alone diagnoses: what it counts (items in flight, threads) does not vary between processes the
        // way a time does, and the pass would add its seconds to every launch.
        var diagnosed = context.Launch.IsFirst ? rows.Where(r => !WorkloadGrid.MeasuredOnce(profile, r)).ToList() : [];
        var diagnosis = await FanOutDiagnosis.RunAsync(diagnosed, context.Progress, cancellationToken).ConfigureAwait(false);

        var measurements = rows.Where(timings.ContainsKey).Select(row => ToMeasurement(row, timings,
            diagnosis)).Append(Control(capacity)).ToArray();
        return new ExperimentFindings(measurements) { Notes = Notes(profile) };
    }

    /// <summary>What the CPU session needs to judge the claims on the IO rows and its CPU rows so far (no diagnosis pass has run
    /// yet).</summary>
    /// <remarks>
    /// It runs when the CPU suite's rounds are done, before any extra round: the moment for the control's second window
    /// when the first showed no spare core, so the extra rounds are spent on a claim the control lets be judged.
    /// </remarks>
    private static OpenClaims<BenchmarkCaseResult> UndecidedCpuRows(CapacityWindows capacity, IReadOnlyList<(FanOutCase Row,
        BenchmarkCaseResult Figure)> ioTimings) => OpenClaims<BenchmarkCaseResult>.OfFigures(
        WhenAllVsForEachAsyncClaims.All,
        figures =>
        {
            capacity.MeasureAgainIfNoSpareCore();
            return Undiagnosed([.. ioTimings, .. Key(WorkloadSuite.Cpu, figures)], capacity);
        },
        f => Key(WorkloadSuite.Cpu, [f]).Select(p => new Measurement(p.Row.Method, p.Row.ToParameters(), new Dictionary<string,
            double>())).Single());

    /// <summary>
    /// Each case of a suite's session goes to the checkpoint as it finishes, with the suites timed before it and the
    /// control: a run stopped in the middle keeps them all (without the instrumented pass, which runs last).
    /// </summary>
    private static BenchmarkCheckpoint Checkpoint(ExperimentContext context, CapacityWindows capacity, IReadOnlyList<(FanOutCase Row,
        BenchmarkCaseResult Figure)> before, WorkloadSuite suite) => new(
        context.Checkpoint,
        figures => new ExperimentFindings(Undiagnosed([.. before, .. Key(suite, figures)], capacity)) { Notes = Notes(context.Profile) },
        f => Key(suite, [f]).Select(p => new Measurement(p.Row.Method, p.Row.ToParameters(), new Dictionary<string, double>())).Single());

    /// <summary>The IO rows timed so far and the control, for a run stopped in the middle (TimerBoundCalls reports after every
    /// round).</summary>
    private static void Publish(ExperimentContext context, CapacityWindows capacity, IReadOnlyList<(FanOutCase Row,
        BenchmarkCaseResult Figure)> sofar) =>
        context.Checkpoint.Publish(new ExperimentFindings(Undiagnosed(sofar, capacity)) { Notes = Notes(context.Profile) });

    /// <summary>The rows timed so far and the control, before the instrumented pass: what a look or a checkpoint reads.</summary>
    private static List<Measurement> Undiagnosed(IReadOnlyList<(FanOutCase Row, BenchmarkCaseResult Figure)> timed,
        CapacityWindows capacity)
    {
        var timings = timed.ToDictionary(p => p.Row, p => p.Figure);
        var noDiagnosis = new Dictionary<FanOutCase, Concurrency>();
        return timings.Keys.Select(row => ToMeasurement(row, timings, noDiagnosis)).Append(Control(capacity)).ToList();
    }

    /// <summary>A CPU suite's BenchmarkDotNet figures by their row of the grid.</summary>
    private static IEnumerable<(FanOutCase Row, BenchmarkCaseResult Figure)> Key(WorkloadSuite suite,
        IEnumerable<BenchmarkCaseResult> figures) =>
        figures.Select(f => (new FanOutCase(
            suite,
            FanOutMethods.Of(suite).Single(m => m.BenchmarkMethod == f.Method).Id,
            int.Parse(f.Parameters[nameof(CpuFanOutBenchmarks.CollectionCount)], CultureInfo.InvariantCulture),
            int.Parse(f.Parameters[CpuAmount], CultureInfo.InvariantCulture)), f));

    private static Measurement ToMeasurement(FanOutCase row, Dictionary<FanOutCase, BenchmarkCaseResult> timings,
        IReadOnlyDictionary<FanOutCase, Concurrency> diagnosis)
    {
        var metrics = timings[row].ToMetrics();
        metrics[WhenAllVsForEachAsyncMetrics.Cores.Key] = WorkloadGrid.Cores;
        // See the note: not trustworthy for work spread over pool threads, so neither the figure nor its rounds' range.
        metrics.Remove(MetricNames.AllocatedBytesPerOp);
        metrics.Remove(MetricNames.AllocatedBytesPerOpMin);
        metrics.Remove(MetricNames.AllocatedBytesPerOpMax);
        if (row.Suite == WorkloadSuite.Io && timings[row].TimeSamplesNs.Count == 1)
        {
            metrics.Remove(MetricNames.ErrorNs); // one timed call (WorkloadGrid.MeasuredOnce, or smoke's one round) has no error to show
        }
        if (timings.TryGetValue(row.WithMethod(FanOutMethods.WhenAll), out var whenAll))
        {
            metrics[MetricNames.Ratio] = timings[row].MeanNs / whenAll.MeanNs;
        }

        if (diagnosis.TryGetValue(row, out var seen))
        {
            metrics[MetricNames.InFlightPeak] = seen.InFlightPeak;
            metrics[WhenAllVsForEachAsyncMetrics.ThreadsUsed.Key] = seen.ThreadsUsed;
        }

        var published = PublishedFanOutTimings.For(row);
        return new Measurement(row.Method, row.ToParameters(), metrics)
        {
            Samples = timings[row].Samples,
            Published = published,
            PublishedSource = published is null ? null : PublishedFanOutTimings.Source,
            MeasuredWith = MeasuredWith(row),
        };
    }

    /// <summary>
    /// Each suite is its own harness: the IO calls are timed one by one by the lab, each CPU suite in a BenchmarkDotNet
    /// session of its own. A row's variation between launches is pooled only with its suite's (a timer-bound call and a
    /// CPU-bound one move between processes for different reasons), and within the IO suite and the lab's CPU suite only
    /// with the rows of its delay or its work per item. A disturbance costs a row about the same time whatever its length
    /// (a few milliseconds of timer and wake-up for a delay; a core taken by another process, or the pool's scheduling,
    /// for an item), so as a share of its time a short row moves far more than a long one: a 10 ms call ten times as far
    /// as a 100 ms one. Two or three samples a launch estimate a scatter too roughly to keep those classes apart by it,
    /// and a long row that borrows a short one's move is read as several times as noisy as it is. The article's
    /// Random.Shared suite has too few rows to split (NeighbourhoodPriors.FewestNeighbours).
    /// </summary>
    public static string MeasuredWith(FanOutCase row) => row.Suite switch
    {
        WorkloadSuite.Io => string.Create(CultureInfo.InvariantCulture, $"io calls of {row.Amount} ms timed one at a time"),
        WorkloadSuite.Cpu => string.Create(CultureInfo.InvariantCulture,
            $"{row.Suite.ToName()} rounds of one benchmark session, {row.Amount} iterations an item"),
        _ => $"{row.Suite.ToName()} rounds of one benchmark session",
    };

    private static Measurement Control(CapacityWindows capacity) => new(
        WhenAllVsForEachAsyncClaims.ControlVariant,
        new Dictionary<string, string>
        {
            ["suite"] = "cpu",
            ["items"] = WorkloadGrid.Cores.ToString(CultureInfo.InvariantCulture),
            ["iterations"] = ParallelCapacity.Iterations.ToString(CultureInfo.InvariantCulture),
        },
        new Dictionary<string, double>
        {
            [WhenAllVsForEachAsyncMetrics.SpeedupRatio.Key] = capacity.Speedup,
            [WhenAllVsForEachAsyncMetrics.Cores.Key] = WorkloadGrid.Cores,
        })
    {
        Samples = new Dictionary<string, IReadOnlyList<double>> { [WhenAllVsForEachAsyncMetrics.SpeedupRatio.Key] = capacity.Rounds },
    };

    /// <summary>What quick measures once a side and what it leaves out of the article's IO grid, with what that would cost on this
    /// machine's cores.</summary>
    public static string QuickNote() => QuickNote(WorkloadGrid.Cores);

    public static string QuickNote(int cores)
    {
        var articleIo = (from items in WorkloadGrid.ArticleItemCounts
                         from delay in WorkloadGrid.Delays
                         where delay >= WhenAllVsForEachAsyncClaims.ShortestJudgedDelayMs
                         select (Items: items, Delay: delay)).ToList();
        var once = articleIo.Where(c => WorkloadGrid.MeasuredOnce(Profile.Quick, WorkloadSuite.Io, c.Items, c.Delay, cores)).ToList();
        var left = articleIo.Where(c => WorkloadGrid.ForEachAsyncCallMs(c.Items, c.Delay, cores) > WorkloadGrid.OneCallLimitMs).ToList();
        string Cell((int Items, int Delay) c) => string.Create(CultureInfo.InvariantCulture, $"{c.Items} × {c.Delay} ms");
        string CallSeconds((int Items, int Delay) c) => string.Create(CultureInfo.InvariantCulture,
            $"{WorkloadGrid.ForEachAsyncCallMs(c.Items, c.Delay, cores) / 1000:0.#} s");
        // One call of each IO method: ForEachAsync for ceil(items/cores) delays, WhenAll and the one-worker-per-item fix for one each.
        var leftSeconds = left.Sum(c => (WorkloadGrid.ForEachAsyncCallMs(c.Items, c.Delay, cores) + 2 * c.Delay) / 1000);
        var onceText = once.Count == 0
            ? []
            : new[]
            {
                Note("quick_measured_once", ("one_call_limit_s", WorkloadGrid.OneCallLimitMs / 1000), ("cores", cores),
                    ("cells", string.Join(", ", once.Select(Cell))),
                    ("timer_allowance_pct", WhenAllVsForEachAsyncClaims.TimerAllowance * 100)),
            };
        var leftText = left.Count == 0
            ? Note("quick_every_cell_runs")
            : Note("quick_left_out", ("cells", string.Join(" and ", left.Select(Cell))), ("cores", cores),
                ("it_or_them", left.Count == 1 ? "it" : "them"), ("call_seconds", string.Join(" and ", left.Select(CallSeconds))),
                ("left_seconds", leftSeconds));
        return string.Join(" ", [Note("quick_in_rounds"), .. onceText, leftText, Note("quick_cpu_items")]);
    }

    /// <summary>The report's notes, from WhenAllVsForEachAsyncNotes.json, with this machine's cores and the profile's grid.</summary>
    internal static string[] Notes(Profile profile) =>
    [
        Note("machine_cores", ("cores", WorkloadGrid.Cores)),
        profile switch
        {
            Profile.Smoke => Note("smoke_profile"),
            Profile.Quick => QuickNote(),
            _ => Note("full_profile"),
        },
        Note("seed_item"),
        Note("cores_row", ("cores", WorkloadGrid.Cores)),
        Note("ratio"),
        Note("instrumented_pass"),
        Note("capacity_control", ("capacity_iterations", ParallelCapacity.Iterations),
            ("needed_speedup", ParallelCapacity.NeededForTheClaim)),
        Note("allocated_bytes"),
        Note("timing_harnesses"),
        Note("judged_delays", ("shortest_judged_delay_ms", WhenAllVsForEachAsyncClaims.ShortestJudgedDelayMs)),
        Note("cpu_speedups"),
        Note("cores_recorded"),
    ];

    private static string Note(string name, params (string Name, object Value)[] values) =>
        ExperimentNotes.Note("WhenAllVsForEachAsync", name, values);
}
