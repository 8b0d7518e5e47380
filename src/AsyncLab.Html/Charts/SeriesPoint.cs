namespace AsyncLab.Html.Charts;

public sealed record SeriesPoint(double X, double Y);
