namespace AsyncLab.Reporting.Charts;

/// <summary>A chart the report can show: a title for captions and links, and its SVG.</summary>
public interface IChart
{
    string Title { get; }

    /// <param name="standalone">True for an .svg file of its own, false for SVG inlined in an HTML page.</param>
    string Render(bool standalone);
}
