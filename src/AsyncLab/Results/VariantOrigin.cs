namespace AsyncLab.Results;

/// <summary>
/// Whose code a measured variant is: the article's (as published) or the lab's (a corrected pattern, a peer library, a
/// second harness).
/// </summary>
public enum VariantOrigin
{
    Article,
    Lab,
}
