using System.Text.Json;

namespace AsyncLab.Published;

/// <summary>A row of a published table: its key (e.g. "TaskWhenAll 10 10000") and its printed cells by column.</summary>
public sealed record PublishedRow(string Key, IReadOnlyDictionary<string, JsonElement> Cells)
{
    /// <summary>A numeric cell, or null when the row has none under that column.</summary>
    public double? Number(string column) =>
        Cells.TryGetValue(column, out var cell) && cell.ValueKind == JsonValueKind.Number ? cell.GetDouble() : null;

    /// <summary>A text cell (a method name), or null.</summary>
    public string? Text(string column) =>
        Cells.TryGetValue(column, out var cell) && cell.ValueKind == JsonValueKind.String ? cell.GetString() : null;
}
