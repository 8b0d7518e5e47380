namespace AsyncLab.Data.Postgres;

/// <summary>How a command-line tool ended; Output holds stdout and stderr for the failure reason.</summary>
internal sealed record ToolResult(int ExitCode, string Output)
{
    public bool Succeeded => ExitCode == 0;

    /// <summary>The last non-empty line: what a one-line reason should quote.</summary>
    public string LastLine =>
        Output.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).LastOrDefault()
        ?? $"exit code {ExitCode}";
}
