using System.Globalization;
using System.Text;
using System.Text.Json;
using System.Text.Json.Nodes;
using AsyncLab.Comparison;
using AsyncLab.Html;
using AsyncLab.Statistics;

namespace AsyncLab.SideBySide;

/// <summary>An <c>ab</c> session's answer: a first line that says what was read, a table of B/A a row, ab.md and ab.json.</summary>
public static class SideBySideReport
{
    public const string MarkdownFile = "ab.md";
    public const string JsonFile = "ab.json";

    /// <summary>What was compared, in one line: the builds, their settings where they differ, the order and the unit.</summary>
    public static string Compared(SideBySideResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var r = result.Request;
        return $"A = {r.A.Named}{Settings(r.EnvironmentA)}, B = {r.B.Named}{Settings(r.EnvironmentB)}; {r.Plan.Describe()} " +
            $"({r.Units} × {result.UnitName}, {result.TurnsPerLaunch} turns a group a launch, profile " +
            $"{r.Profile.ToString().ToLowerInvariant()})";
    }

    /// <summary>The answer's first line: rows read by the gate, at which confidence and threshold, and what they show.</summary>
    public static string Answer(SideBySideResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var gated = result.Rows.Where(r => r.Gated).ToList();
        var threshold = ComparisonText.Percent(result.Request.Threshold);
        var regressions = result.Regressions.Count();
        var unseen = result.Unseen.Count();
        var what = regressions > 0 ? $"{regressions} worse beyond {threshold}"
            : unseen > 0 ? $"none worse beyond {threshold}, {unseen} not timed in B"
            : $"none worse beyond {threshold}";
        var outside = result.Rows.Count - gated.Count;
        var apart = outside == 0 ? string.Empty
            : $"; {outside} row(s) could not see ±{threshold} at {result.Request.Units} units and never fail it";
        return $"ab gated {gated.Count} of {result.Rows.Count} rows B/A at {Percent(result.Request.Confidence)} over them " +
            $"({Percent(result.RowConfidence)} each): {what}; {gated.Count(r => r.Change == SideBySideChange.Worse)} worse, " +
            $"{gated.Count(r => r.Change == SideBySideChange.Better)} better, " +
            $"{gated.Count(r => r.Change == SideBySideChange.Same)} the same within {threshold}, " +
            $"{gated.Count(r => r.Change == SideBySideChange.CantTell)} can't tell{apart}{ClaimsLine(result)}";
    }

    private static string ClaimsLine(SideBySideResult result)
    {
        var claims = result.Claims.Values.SelectMany(c => c).ToList();
        return claims.Count == 0 ? string.Empty
            : $"; claims' ratios: {claims.Count(c => c.Move == RatioMove.Moved)} of {claims.Count} moved at " +
                $"{Percent(SideBySideClaims.Confidence)} a claim";
    }

    public static void WriteConsole(SideBySideResult result, TextWriter writer)
    {
        ArgumentNullException.ThrowIfNull(writer);
        writer.WriteLine(Compared(result));
        foreach (var experiment in result.Rows.GroupBy(r => r.Experiment))
        {
            writer.WriteLine();
            writer.WriteLine(experiment.Key);
            var width = Math.Max(3, experiment.Max(r => r.Row.Length));
            writer.WriteLine($"  {"row".PadRight(width)}  {"A",10}  {"B",10}  {"B/A [interval]",-26}  {"a unit",7}  found");
            foreach (var row in experiment)
            {
                writer.WriteLine($"  {row.Row.PadRight(width)}  {Nanoseconds(row.MedianNsA),10}  {Nanoseconds(row.MedianNsB),10}  " +
                    $"{Interval(row),-26}  {Moves(row),7}  {Found(row)}");
            }

            if (result.Claims.GetValueOrDefault(experiment.Key) is { Count: > 0 } claims)
            {
                writer.WriteLine($"  claims' ratios (B/A at {Percent(SideBySideClaims.Confidence)} a claim; shown, never gated):");
                var claimWidth = claims.Max(c => c.Claim.Length);
                foreach (var claim in claims)
                {
                    writer.WriteLine($"  {claim.Claim.PadRight(claimWidth)}  A {Three(claim.RatioA)}×  B {Three(claim.RatioB)}×  " +
                        $"{Interval(claim.Change),-26}  {Moved(claim)}");
                }
            }
        }

        foreach (var (experiment, side, row) in result.OneSided)
        {
            writer.WriteLine($"  {experiment} {row}: timed in {side} only");
        }

        writer.WriteLine();
        writer.WriteLine(Answer(result));
    }

    public static string Markdown(SideBySideResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var md = new StringBuilder();
        md.AppendLine("# AsyncLab ab: two builds side by side").AppendLine();
        md.AppendLine(Answer(result)).AppendLine();
        md.AppendLine($"- Compared: {Compared(result)}.");
        md.AppendLine($"- A: `{result.Request.A.Folder}`; B: `{result.Request.B.Folder}`.");
        md.AppendLine($"- The unit is a {result.UnitName}: " + (result.Request.SharedProcess
            ? "each row's log-ratio is the median of its turns' ln(B/A), A's and B's bursts of a row milliseconds apart."
            : "each row's log-ratio is the difference of the two launches' median logs."));
        md.AppendLine("- The gate reads the rows whose spread alone, at these units, would see the threshold four times in five, " +
            "chosen before any estimate was read; the others are listed with the units that would see it, and never fail.");
        md.AppendLine("- A row's yardstick is the lab's own search timed in the same turns: the same code on both sides unless the " +
            "lab's turns changed, so it reads about 1.");
        md.AppendLine($"- Took {result.Elapsed.TotalSeconds.ToString("0", CultureInfo.InvariantCulture)} s.").AppendLine();
        foreach (var experiment in result.Rows.GroupBy(r => r.Experiment))
        {
            md.AppendLine($"## {experiment.Key}").AppendLine();
            md.AppendLine("| row | A | B | B/A [interval] | a unit moves it | found |");
            md.AppendLine("|---|---:|---:|---|---:|---|");
            foreach (var row in experiment)
            {
                md.AppendLine($"| {row.Row} | {Nanoseconds(row.MedianNsA)} | {Nanoseconds(row.MedianNsB)} | {Interval(row)} | " +
                    $"{Moves(row)} | {Found(row)} |");
            }

            md.AppendLine();
            if (result.Claims.GetValueOrDefault(experiment.Key) is { Count: > 0 } claims)
            {
                md.AppendLine($"Claims' ratios, B/A at {Percent(SideBySideClaims.Confidence)} a claim (shown, never gated):").AppendLine();
                md.AppendLine("| claim | ratio | in A | in B | B/A [interval] | found |");
                md.AppendLine("|---|---|---:|---:|---|---|");
                foreach (var claim in claims)
                {
                    md.AppendLine($"| {claim.Claim} | {claim.Label} | {Three(claim.RatioA)}× | {Three(claim.RatioB)}× | " +
                        $"{Interval(claim.Change)} | {Moved(claim)} |");
                }

                md.AppendLine();
            }
        }

        foreach (var (experiment, side, row) in result.OneSided)
        {
            md.AppendLine($"- {experiment} `{row}`: timed in {side} only.");
        }

        return md.ToString();
    }

    public static string Json(SideBySideResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var r = result.Request;
        var document = new JsonObject
        {
            ["a"] = Side(r.A, r.EnvironmentA),
            ["b"] = Side(r.B, r.EnvironmentB),
            ["order"] = r.Plan.Describe(),
            ["unit"] = result.UnitName,
            ["units"] = r.Units,
            ["turns_per_launch"] = result.TurnsPerLaunch,
            ["profile"] = r.Profile.ToString().ToLowerInvariant(),
            ["threshold"] = r.Threshold,
            ["confidence"] = r.Confidence,
            ["row_confidence"] = result.RowConfidence,
            ["wall_seconds"] = Math.Round(result.Elapsed.TotalSeconds, 1),
            ["answer"] = Answer(result),
            ["rows"] = new JsonArray([.. result.Rows.Select(Row)]),
            ["claims"] = new JsonArray([.. result.Claims.SelectMany(e => e.Value.Select(c => (JsonNode)new JsonObject
            {
                ["experiment"] = e.Key,
                ["claim"] = c.Claim,
                ["ratio_a"] = Finite(c.RatioA),
                ["ratio_b"] = Finite(c.RatioB),
                ["change"] = Finite(c.Change.Point),
                ["low"] = Finite(c.Change.Low),
                ["high"] = Finite(c.Change.High),
                ["units"] = c.Units,
                ["move"] = JsonNamingPolicy.SnakeCaseLower.ConvertName(c.Move.ToString()),
            }))]),
            ["one_sided"] = new JsonArray([.. result.OneSided.Select(o => (JsonNode)new JsonObject
            {
                ["experiment"] = o.Experiment, ["side"] = o.Side, ["row"] = o.Row,
            })]),
        };
        return document.ToJsonString(LabJson.Options);
    }

    private static JsonObject Side(LabBuild build, IReadOnlyDictionary<string, string> environment) => new()
    {
        ["named"] = build.Named,
        ["folder"] = build.Folder,
        ["environment"] = new JsonObject([.. environment.Select(p => KeyValuePair.Create(p.Key, (JsonNode?)p.Value))]),
    };

    private static JsonNode Row(SideBySideRow row) => new JsonObject
    {
        ["experiment"] = row.Experiment,
        ["row"] = row.Row,
        ["median_ns_a"] = Finite(row.MedianNsA),
        ["median_ns_b"] = Finite(row.MedianNsB),
        ["ratio"] = Finite(row.Ratio.Point),
        ["low"] = Finite(row.Ratio.Low),
        ["high"] = Finite(row.Ratio.High),
        ["change"] = JsonNamingPolicy.SnakeCaseLower.ConvertName(row.Change.ToString()),
        ["gated"] = row.Gated,
        ["regression"] = row.IsRegression,
        ["units_to_see_threshold"] = row.UnitsToSee,
        ["unit_moves"] = Finite(row.UnitMoves),
        ["unit_log_ratios"] = new JsonArray([.. row.LogRatios.Select(v => (JsonNode?)Math.Round(v, 6))]),
    };

    private static JsonNode? Finite(double value) => double.IsFinite(value) ? Math.Round(value, 6) : null;

    private static string Settings(IReadOnlyDictionary<string, string> environment) =>
        environment.Count == 0 ? string.Empty : " with " + string.Join(" ", environment.Select(p => $"{p.Key}={p.Value}"));

    private static string Interval(SideBySideRow row) => Interval(row.Ratio);

    private static string Interval(Estimate ratio) => ratio.IsKnown
        ? $"{Three(ratio.Point)}× [{Three(ratio.Low)}, {Three(ratio.High)}]"
        : "unknown";

    private static string Moved(SideBySideClaimRatio claim) => claim.Move switch
    {
        RatioMove.Moved => "moved",
        RatioMove.Same => $"same (within {ComparisonText.Percent(claim.Threshold)})",
        _ => claim.Change.IsKnown ? "can't tell" : "can't tell (fewer than two units)",
    };

    // A paired ratio is read to a few tenths of a percent: two decimals would print most rows as 1.00× [1.00, 1.00].
    private static string Three(double ratio) => ratio.ToString("0.000", CultureInfo.InvariantCulture);

    private static string Moves(SideBySideRow row) =>
        double.IsFinite(row.UnitMoves) ? "±" + ComparisonText.Percent(row.UnitMoves) : "-";

    private static string Found(SideBySideRow row) => row.Change switch
    {
        SideBySideChange.Worse when row.IsWorseBeyondThreshold => $"worse, past {ComparisonText.Percent(row.Threshold)}",
        SideBySideChange.Worse => $"worse, by less than {ComparisonText.Percent(row.Threshold)}",
        SideBySideChange.Better => "better",
        SideBySideChange.Same => "same",
        _ => row.Ratio.IsKnown ? "can't tell" : "can't tell (fewer than two units)",
    } + (row.IsYardstick ? " (yardstick)" : string.Empty) + (row.Gated ? string.Empty : OutOfGate(row));

    private static string OutOfGate(SideBySideRow row) => row.UnitsToSee switch
    {
        null => "; not gated",
        > SideBySideReading.MostUnits => $"; not gated: more than {SideBySideReading.MostUnits} units would see it",
        { } units => $"; not gated: about {units} units would see it",
    };

    private static string Nanoseconds(double ns) => double.IsFinite(ns)
        ? ns >= 1000
            ? (ns / 1000).ToString("0.00", CultureInfo.InvariantCulture) + " µs"
            : ns.ToString("0.0", CultureInfo.InvariantCulture) + " ns"
        : "-";

    private static string Percent(double confidence) =>
        (confidence * 100).ToString(confidence > 0.999 ? "0.###" : "0.#", CultureInfo.InvariantCulture) + " %";
}
