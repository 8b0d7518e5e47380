using System.Globalization;

namespace AsyncLab.Running;

/// <summary>
/// Which of an experiment's launches this process is: a launch is one fresh process of the same build that measures a
/// share of the experiment's rounds, so that what a whole process does to a figure (its own JIT decisions, its own core, a
/// neighbour that held the machine while it ran) shows up as a difference between launches, which the intervals include.
/// </summary>
/// <param name="Index">0-based; a launch bought after the planned ones has an index of <paramref name="Count"/> or more.</param>
/// <param name="Count">The planned launches: each measures about 1 / Count of the profile's rounds, turns or repeats.</param>
public sealed record Launch(int Index, int Count)
{
    /// <summary>The whole experiment in this one process (smoke, tests, <c>run --launches 1</c>).</summary>
    public static Launch Single { get; } = new(0, 1);

    /// <summary>True when the experiment is split over several processes: this one measures only its share.</summary>
    public bool IsOneOfSeveral => Count > 1;

    /// <summary>True for the first launch, which alone measures what is measured once (the whenall rows of seconds a call).</summary>
    public bool IsFirst => Index == 0;

    /// <summary>
    /// This launch's share of <paramref name="total"/> rounds (turns, repeats): <c>floor(total / Count)</c>, so the launches
    /// together measure no more than one process did, never fewer than <paramref name="minimum"/> nor more than the total,
    /// so that each launch has samples enough for its own summary.
    /// </summary>
    public int Share(int total, int minimum)
    {
        if (Count <= 1)
        {
            return total;
        }

        return Math.Min(total, Math.Max(minimum, total / Count));
    }

    /// <summary>
    /// The launches a profile plans for each experiment that runs in launches: one in smoke, four in quick, five in full.
    /// A ratio over n launches has n − 1 degrees of freedom of its own, and Student's t at 99 % is 9.9 on two, 5.8 on three:
    /// quick's fourth launch narrows an interval that pooling cannot help by about half, and costs little, since each
    /// launch runs a share of the same rounds (a launch's fixed cost is its first benchmark round and its start).
    /// </summary>
    public static int PlannedFor(Profile profile) => profile switch
    {
        Profile.Smoke => 1,
        Profile.Quick => 4,
        _ => 5,
    };

    /// <summary>
    /// The most launches an experiment may take when its claims are still open after the planned ones: none more in quick,
    /// whose budget for extra measuring (<see cref="ExtraBudgetFor"/>) is less than a launch of most experiments costs, so
    /// its claims are judged once, at the full 1 %; two more in full.
    /// </summary>
    public static int MostFor(Profile profile) => profile switch
    {
        Profile.Smoke => 1,
        Profile.Quick => 4,
        _ => 7,
    };

    /// <summary>
    /// The time the launches bought after the planned ones may take: the budget one process had for its extra rounds
    /// (25 s in quick, 4 min in full), so that launches replace those rounds rather than add to them. A launch is bought
    /// only when one launch's time fits in what is left.
    /// </summary>
    public static TimeSpan ExtraBudgetFor(Profile profile) => profile switch
    {
        Profile.Smoke => TimeSpan.Zero,
        Profile.Quick => TimeSpan.FromSeconds(25),
        _ => TimeSpan.FromMinutes(4),
    };

    /// <summary>Reads the command line's 1-based form, "2/3".</summary>
    public static bool TryParse(string text, out Launch launch)
    {
        launch = Single;
        var parts = text.Split('/');
        if (parts.Length != 2
            || !int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var number)
            || !int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var count)
            || number < 1 || count < 1)
        {
            return false;
        }

        launch = new Launch(number - 1, count);
        return true;
    }

    /// <summary>The command line's 1-based form, "2/3".</summary>
    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Index + 1}/{Count}");
}
