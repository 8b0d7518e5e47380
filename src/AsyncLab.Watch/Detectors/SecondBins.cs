namespace AsyncLab.Watch.Detectors;

/// <summary>
/// A quantity summed per whole second of the watch (bin i holds [i s, i + 1 s)): counts at the second they happened,
/// spans spread over the seconds they cover. Sliding-window rules read sums of consecutive bins.
/// </summary>
public sealed class SecondBins
{
    private readonly List<double> bins = [];

    /// <summary>Adds <paramref name="amount"/> to the second that holds <paramref name="at"/>.</summary>
    public void Add(TimeSpan at, double amount = 1)
    {
        var index = Index(at);
        Grow(index);
        bins[index] += amount;
    }

    /// <summary>Adds the seconds of [<paramref name="from"/>, <paramref name="to"/>) that fall in each bin.</summary>
    public void AddSpan(TimeSpan from, TimeSpan to)
    {
        var start = Math.Max(0, from.TotalSeconds);
        var end = to.TotalSeconds;
        for (var index = (int)Math.Floor(start); index < end; index++)
        {
            var covered = Math.Min(end, index + 1) - Math.Max(start, index);
            if (covered > 0)
            {
                Grow(index);
                bins[index] += covered;
            }
        }
    }

    /// <summary>Adds each of <paramref name="other"/>'s bins to this one's.</summary>
    public void AddAll(SecondBins other)
    {
        Grow(other.bins.Count - 1);
        for (var index = 0; index < other.bins.Count; index++)
        {
            bins[index] += other.bins[index];
        }
    }

    /// <summary>The sum of bins [<paramref name="from"/>, <paramref name="to"/>).</summary>
    public double Sum(int from, int to)
    {
        var sum = 0.0;
        for (var index = Math.Max(0, from); index < Math.Min(to, bins.Count); index++)
        {
            sum += bins[index];
        }

        return sum;
    }

    private static int Index(TimeSpan at) => Math.Max(0, (int)Math.Floor(at.TotalSeconds));

    private void Grow(int index)
    {
        while (bins.Count <= index)
        {
            bins.Add(0);
        }
    }
}
