namespace AsyncLab.Statistics;

/// <summary>
/// The median every reading of the lab takes: the middle value, or the mean of the two middle values of an even count;
/// NaN when there are none. (A launch merge's lower median, which must be a figure one launch read, is its own.)
/// </summary>
public static class Medians
{
    public static double Of(IEnumerable<double> values) => OfSorted(values.Order().ToArray());

    /// <summary>The median of values already in ascending order.</summary>
    public static double OfSorted(IReadOnlyList<double> sorted)
    {
        if (sorted.Count == 0)
        {
            return double.NaN;
        }

        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
