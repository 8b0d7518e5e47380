namespace AsyncLab.Reporting;

public enum ReportColumnKind
{
    Text,
    Measured,
    Published,
}

public sealed record ReportColumn(string Header, ReportColumnKind Kind);

/// <summary>A table before it becomes Markdown or HTML: headers, cells as display text, and a note under it.</summary>
public sealed record TableModel(IReadOnlyList<ReportColumn> Columns, IReadOnlyList<IReadOnlyList<string>> Rows, string? Footnote);
