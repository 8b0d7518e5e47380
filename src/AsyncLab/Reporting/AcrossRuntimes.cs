using System.Globalization;
using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Reporting;

/// <summary>
/// A <c>run --runtimes</c> run read across its runtimes: which claims' verdicts differ between them, every claim's
/// verdict per runtime, and each experiment's key figures per runtime. Both reports and the console render these.
/// </summary>
public static class AcrossRuntimes
{
    /// <summary>The figures compared across runtimes, where an experiment has them: time per call, bytes per call, rates.</summary>
    public static readonly string[] KeyMetrics = [MetricNames.MedianNs, MetricNames.AllocatedBytesPerOp, MetricNames.OpsPerSec];

    /// <summary>
    /// The lab's own runtime first (when it ran anything), then the others in the order asked; none for a one-runtime
    /// run.
    /// </summary>
    public static IReadOnlyList<RuntimeColumn> Columns(ResultsDocument document)
    {
        if (document.Runtimes.Count == 0)
        {
            return [];
        }

        var columns = new List<RuntimeColumn>();
        if (document.Experiments.Count > 0)
        {
            var own = LabRuntime.Find(document.Run.RuntimeName ?? string.Empty);
            columns.Add(new RuntimeColumn(
                own?.Name ?? document.Run.Runtime,
                own?.Label ?? document.Run.Runtime,
                own?.Preview ?? false,
                document.Run.Runtime,
                RuntimeStatus.Ok,
                null,
                document.Experiments));
        }

        columns.AddRange(document.Runtimes.Select(r =>
            new RuntimeColumn(r.Name, r.Label, r.Preview, r.Run?.Runtime, r.Status, r.Error, r.Experiments)));
        return columns;
    }

    /// <summary>
    /// One line per claim judged differently on two runtimes, e.g. "x: holds on .NET 8, refuted on .NET 10". Only decided
    /// verdicts count: a runtime that did not measure the claim, or could not decide it, disagrees with nothing.
    /// </summary>
    public static IReadOnlyList<string> VerdictSplits(IReadOnlyList<RuntimeColumn> columns)
    {
        var lines = new List<string>();
        foreach (var id in ClaimIds(columns))
        {
            var judged = columns
                .Select(c => (Column: c, Claim: c.Experiments.SelectMany(e => e.Claims).FirstOrDefault(x => x.Id == id)))
                .Where(x => x.Claim is { Verdict: Verdict.Holds or Verdict.Differs or Verdict.Refuted })
                .ToList();
            if (judged.Select(x => x.Claim!.Verdict).Distinct().Count() > 1)
            {
                var parts = judged
                    .GroupBy(x => x.Claim!.Verdict)
                    .Select(g => $"{g.Key.Name()} on {string.Join(" and ", g.Select(x => x.Column.Label))}");
                lines.Add($"{id}: {string.Join(", ", parts)}");
            }
        }

        return lines;
    }

    /// <summary>Every claim's verdict and measured figure per runtime.</summary>
    public static TableModel ClaimMatrix(IReadOnlyList<RuntimeColumn> columns)
    {
        var header = new List<ReportColumn> { new("claim", ReportColumnKind.Text) };
        header.AddRange(columns.Select(c => new ReportColumn(c.Label, ReportColumnKind.Text)));
        var rows = ClaimIds(columns).Select(id =>
        {
            var cells = new List<string> { id };
            cells.AddRange(columns.Select(c => c.Experiments.SelectMany(e => e.Claims).FirstOrDefault(x => x.Id == id) is { } claim
                ? $"{claim.Verdict.Name()}: {claim.Measured}"
                : "—"));
            return (IReadOnlyList<string>)cells;
        }).ToList();
        return new TableModel(header, rows, PreviewNote(columns));
    }

    /// <summary>
    /// One experiment's key figures per case and runtime; a time cell also gives its ratio to the first runtime's,
    /// so "what changed between runtimes" reads along a row. Null when no runtime measured a key figure.
    /// </summary>
    public static TableModel? Figures(string experimentId, IReadOnlyList<RuntimeColumn> columns)
    {
        var cases = Cases(experimentId, columns);
        var metrics = Metrics(experimentId, columns);
        if (metrics.Count == 0)
        {
            return null;
        }

        var declared = Declared(experimentId, columns);
        var header = new List<ReportColumn> { new("case", ReportColumnKind.Text) };
        foreach (var metric in metrics)
        {
            header.AddRange(columns.Select(c => new ReportColumn($"{declared.Label(metric)} · {c.Name}", ReportColumnKind.Measured)));
        }

        var rows = new List<IReadOnlyList<string>>();
        foreach (var key in cases)
        {
            var cells = new List<string> { key };
            foreach (var metric in metrics)
            {
                var first = Value(columns[0], experimentId, key, metric);
                foreach (var column in columns)
                {
                    var value = Value(column, experimentId, key, metric);
                    var ratio = column != columns[0] && metric == MetricNames.MedianNs && first is > 0 && value is { } v
                        ? string.Create(CultureInfo.InvariantCulture, $" ({v / first.Value:0.00}×)")
                        : string.Empty;
                    cells.Add(value is { } shown ? declared.Format(metric, shown) + ratio : string.Empty);
                }
            }

            rows.Add(cells);
        }

        var note = $"Ratios in brackets: time on that runtime over time on {columns[0].Label}, same machine, same run.";
        return new TableModel(header, rows, PreviewNote(columns) is { } preview ? $"{note} {preview}" : note);
    }

    /// <summary>
    /// The key figures this experiment has on some runtime; operations per second only where some case has no time per
    /// call (a loop's count), since for the others it is the same figure inverted.
    /// </summary>
    public static IReadOnlyList<string> Metrics(string experimentId, IReadOnlyList<RuntimeColumn> columns)
    {
        var cases = Cases(experimentId, columns);
        bool Has(string caseName, string metric) => columns.Any(col => Value(col, experimentId, caseName, metric) is not null);
        var present = KeyMetrics.Where(m => cases.Any(c => Has(c, m))).ToList();
        var rateOnly = cases.Any(c => Has(c, MetricNames.OpsPerSec) && !Has(c, MetricNames.MedianNs));
        return rateOnly ? present : present.Where(m => m != MetricNames.OpsPerSec).ToList();
    }

    /// <summary>
    /// An experiment's metrics as its runtimes declare them (<see cref="DeclaredMetrics.Agreed"/>): one build of the lab
    /// wrote them all, so they agree but for a runtime that measured nothing.
    /// </summary>
    public static DeclaredMetrics Declared(string experimentId, IReadOnlyList<RuntimeColumn> columns) =>
        DeclaredMetrics.Agreed(columns.Select(c => c.Experiment(experimentId)?.Metrics ?? []));

    /// <summary>
    /// The experiments any runtime measured a key figure of, in the order they ran (the comparisons across runtimes are
    /// not measured on one).
    /// </summary>
    public static IReadOnlyList<string> ExperimentIds(IReadOnlyList<RuntimeColumn> columns) =>
        columns.SelectMany(c => c.Experiments)
            .Where(e => e.Measurements.Count > 0 && e.AcrossRuntimes != true)
            .Select(e => e.Id)
            .Distinct(StringComparer.Ordinal)
            .Where(id => Metrics(id, columns).Count > 0)
            .ToList();

    /// <summary>
    /// The comparisons across runtimes the run keeps (those it marks <see cref="ExperimentResult.AcrossRuntimes"/>), in
    /// the order of its runtimes: each is reported as an experiment of its own after the runtimes.
    /// </summary>
    public static IReadOnlyList<ExperimentResult> Comparisons(ResultsDocument document) =>
        document.Runtimes.SelectMany(r => r.Experiments).Where(e => e.AcrossRuntimes == true).ToList();

    /// <summary>Each case of an experiment, named by its variant and parameters (the same name on every runtime).</summary>
    public static IReadOnlyList<string> Cases(string experimentId, IReadOnlyList<RuntimeColumn> columns) =>
        columns.SelectMany(c => c.Experiment(experimentId)?.Measurements ?? []).Select(CaseName).Distinct(StringComparer.Ordinal).ToList();

    public static double? Value(RuntimeColumn column, string experimentId, string caseName, string metric)
    {
        var measurement = column.Experiment(experimentId)?.Measurements.FirstOrDefault(m => CaseName(m) == caseName);
        return measurement is not null && measurement.Metrics.TryGetValue(metric, out var value) && double.IsFinite(value) ? value : null;
    }

    public static string CaseName(Measurement measurement) =>
        measurement.Parameters.Count == 0
            ? measurement.Variant
            : $"{measurement.Variant} · {string.Join(" · ", measurement.Parameters.Select(p => $"{p.Key}={p.Value}"))}";

    private static IEnumerable<string> ClaimIds(IReadOnlyList<RuntimeColumn> columns) =>
        columns.SelectMany(c => c.Experiments).SelectMany(e => e.Claims).Select(c => c.Id).Distinct(StringComparer.Ordinal);

    private static string? PreviewNote(IReadOnlyList<RuntimeColumn> columns) =>
        columns.Any(c => c.Preview) ? "Runtime async is a preview feature of .NET 10: its figures may change before it ships." : null;
}
