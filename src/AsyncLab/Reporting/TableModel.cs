namespace AsyncLab.Reporting;

public enum TableColumnKind
{
    Text,
    Measured,
    Published,
}

public sealed record TableColumn(string Header, TableColumnKind Kind);

/// <summary>A table before it becomes Markdown or HTML: headers, cells as display text, and a note under it.</summary>
public sealed record TableModel(IReadOnlyList<TableColumn> Columns, IReadOnlyList<IReadOnlyList<string>> Rows, string? Footnote);
