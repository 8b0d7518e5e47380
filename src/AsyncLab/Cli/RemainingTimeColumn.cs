using Spectre.Console;
using Spectre.Console.Rendering;

namespace AsyncLab.Cli;

/// <summary>
/// The live display's "time left" column, drawn on every refresh: from the run's expectation (<see cref="RunClock"/>),
/// not from the bar's own rate, which a benchmark's rounds of unequal length would make jump about.
/// </summary>
public sealed class RemainingTimeColumn : ProgressColumn
{
    /// <summary>The text for a task; set by the observer that owns the tasks once it has made them.</summary>
    public Func<ProgressTask, string>? Text { get; set; }

    public override IRenderable Render(RenderOptions options, ProgressTask task, TimeSpan deltaTime) =>
        new Markup(Markup.Escape(Text?.Invoke(task) ?? string.Empty), new Style(Color.Grey));
}
