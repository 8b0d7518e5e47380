namespace AsyncLab.Scan;

/// <summary>One diagnostic an analyzer reported in the scan's build: its rule, message and where (a full path, 1-based).</summary>
public sealed record AnalyzerReport(string RuleId, string Message, string File, int Line, int Column, int EndLine, int EndColumn);
