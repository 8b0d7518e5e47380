using System.Globalization;
using System.Text.RegularExpressions;

namespace AsyncLab.Children;

/// <summary>
/// A child's progress, read from the plain lines its console prints when redirected ("[1/2] async-cost: 3/20 step"):
/// how far through its experiments it is, and the step to show.
/// </summary>
public sealed partial record ChildProgressLine(string Experiment, double Fraction, string Step)
{
    public static ChildProgressLine? Parse(string line)
    {
        var match = Pattern().Match(line);
        if (!match.Success)
        {
            return null;
        }

        var index = Number(match.Groups["index"]);
        var count = Math.Max(1, Number(match.Groups["count"]));
        var within = match.Groups["done"].Success ? Number(match.Groups["done"]) / (double)Math.Max(1, Number(match.Groups["total"])) : 0;
        var step = match.Groups["step"].Value;
        if (step is "started")
        {
            within = 0;
        }
        else if (!match.Groups["done"].Success)
        {
            within = 1; // "ok in 12.3 s", "failed (...)": the experiment is over
        }

        var fraction = Math.Clamp((index - 1 + Math.Clamp(within, 0, 1)) / count, 0, 1);
        return new ChildProgressLine(match.Groups["id"].Value, fraction, step);
    }

    private static int Number(Group group) => int.Parse(group.Value, NumberStyles.None, CultureInfo.InvariantCulture);

    [GeneratedRegex(@"^\[(?<index>\d+)/(?<count>\d+)\] (?<id>[a-z0-9-]+): (?:(?<done>\d+)/(?<total>\d+) )?(?<step>.*)$")]
    private static partial Regex Pattern();
}
