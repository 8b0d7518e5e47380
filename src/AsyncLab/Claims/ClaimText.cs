namespace AsyncLab.Claims;

/// <summary>A claim's words: the sentence, the published figure as the reports print it, and what each verdict means.</summary>
public sealed record ClaimText(string Statement, string Published, ClaimReading Reading);
