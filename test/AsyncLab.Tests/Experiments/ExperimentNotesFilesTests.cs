using System.Text.RegularExpressions;
using AsyncLab.Experiments.RuntimeAsync;
using AsyncLab.Experiments.TaskCaching;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments;

/// <summary>
/// Each experiment's &lt;Name&gt;Notes.json and its code match: the experiment's notes build from the file (every
/// placeholder filled, every value placed, as the loader demands), and every note of a file is asked for by name in its
/// experiment's folder, so no note is left that the report never prints.
/// </summary>
public sealed partial class ExperimentNotesFilesTests
{
    private static readonly string Experiments =
        Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "src", "AsyncLab", "Experiments"));

    /// <summary>Each file's notes as its experiment builds them, on settings that ask for every note the file has.</summary>
    public static TheoryData<string, Func<IReadOnlyList<string>>> Built => new()
    {
        { "TaskCaching", TaskCachingExperiment.Notes },
        { "RuntimeAsync", RuntimeAsyncComparison.Notes },
    };

    [Theory]
    [MemberData(nameof(Built))]
    public void Notes_ExperimentsSettings_OneTextPerNoteOfItsFile(string file, Func<IReadOnlyList<string>> notes)
    {
        var built = notes();

        Assert.Equal(ExperimentNotes.All[file].Count, built.Count);
        Assert.All(built, note => Assert.False(string.IsNullOrWhiteSpace(note)));
        Assert.All(built, note => Assert.DoesNotMatch(Placeholder(), note));
    }

    [Fact]
    public void All_EveryFile_BesideItsExperiment()
    {
        var strays = ExperimentNotes.All.Keys.Where(file => !File.Exists(Path.Combine(Experiments, file, file + "Notes.json"))).ToList();

        Assert.True(strays.Count == 0, "notes files not in Experiments/<Name>/<Name>Notes.json: " + string.Join(", ", strays));
    }

    [Fact]
    public void All_EveryNote_AskedForByItsExperiment()
    {
        var orphans = ExperimentNotes.All
            .SelectMany(file => file.Value.Keys.Select(name => (File: file.Key, Name: name)))
            .Where(note => !Directory.EnumerateFiles(Path.Combine(Experiments, note.File), "*.cs")
                .Any(code => File.ReadAllText(code).Contains($"\"{note.Name}\"", StringComparison.Ordinal)))
            .Select(note => $"{note.File}Notes.json: {note.Name}")
            .ToList();

        Assert.True(orphans.Count == 0, "notes no experiment asks for: " + string.Join(", ", orphans));
    }

    [GeneratedRegex(@"\{[a-z][a-z0-9_]*(:[^{}]+)?\}")]
    private static partial Regex Placeholder();
}
