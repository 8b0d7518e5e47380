namespace AsyncLab.Results;

public sealed record SeriesPoint(double X, double Y);
