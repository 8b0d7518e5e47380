namespace AsyncLab.Html.Charts;

/// <summary>
/// Lines of points against a numeric x. An axis turns logarithmic when allowed and its values span more than
/// one decade (item counts 1…100, delays 1…1000 ms), so every point stays readable.
/// </summary>
/// <param name="XUnit">The unit of x labels (<see cref="MetricUnit.Number"/> for plain numbers, as a parameter's are).</param>
/// <param name="YUnit">The unit of y labels, as the run declares the metric drawn.</param>
public sealed record LineChart(
    string Title,
    string XLabel,
    MetricUnit XUnit,
    string YLabel,
    MetricUnit YUnit,
    IReadOnlyList<ChartLine> Lines) : IChart
{
    public bool AllowLogX { get; init; } = true;

    public bool AllowLogY { get; init; } = true;

    public bool LogX =>
        AllowLogX && ValueAxis.SpansMoreThanADecade(Lines.SelectMany(l => l.Points.Select(p => p.X)).Where(double.IsFinite).ToList());

    public bool LogY =>
        AllowLogY && ValueAxis.SpansMoreThanADecade(Lines.SelectMany(l => l.Points.Select(p => p.Y)).Where(double.IsFinite).ToList());

    public DrawnChart Draw() => LineChartDrawing.Draw(this);
}

/// <param name="Colour">Palette index: lines of one variant share a colour.</param>
/// <param name="Marker">Marker shape index: lines of one variant under different parameters differ by the shape of their points.</param>
public sealed record ChartLine(string Name, IReadOnlyList<SeriesPoint> Points, int Colour, int Marker);
