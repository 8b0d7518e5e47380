namespace AsyncLab.Tests.Fixtures;

/// <summary>What a published schema and the writer's types disagree on, as one failure message.</summary>
internal static class SchemaShapeDiff
{
    public static string Describe(IReadOnlySet<string> published, IReadOnlySet<string> written) =>
        "written but not in the published schema: " + Join(written.Except(published)) +
        "; in the published schema but never written: " + Join(published.Except(written));

    private static string Join(IEnumerable<string> paths)
    {
        var list = paths.ToList();
        return list.Count == 0 ? "none" : string.Join(", ", list);
    }
}
