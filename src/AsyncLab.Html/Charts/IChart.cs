using ScottPlot;

namespace AsyncLab.Html.Charts;

/// <summary>A chart the report can show: a title for captions and links, and its drawing.</summary>
public interface IChart
{
    string Title { get; }

    /// <summary>Draws the chart on a new ScottPlot plot, with the size in pixels it is laid out for.</summary>
    DrawnChart Draw();
}

/// <summary>A drawn plot and its size; disposing releases the plot's native resources.</summary>
public sealed record DrawnChart(Plot Plot, int Width, int Height) : IDisposable
{
    public void Dispose() => Plot.Dispose();
}
