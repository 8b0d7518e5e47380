using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Lines of points against a numeric x. An axis turns logarithmic when allowed and its values span more than
/// one decade (item counts 1…100, delays 1…1000 ms), so every point stays readable.
/// </summary>
/// <param name="XMetric">Unit hint for x labels (a metric name such as "delay_ms", or "" for plain numbers).</param>
/// <param name="YMetric">Unit hint for y labels.</param>
public sealed record LineChart(
    string Title,
    string XLabel,
    string XMetric,
    string YLabel,
    string YMetric,
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
