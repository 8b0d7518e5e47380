using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

/// <summary>
/// The notes' loader: a note's placeholders and the values the code gives it match one to one, formatted with the
/// invariant culture, and every mistake throws naming the file, the note and the names.
/// </summary>
public sealed class ExperimentNotesTests
{
    [Fact]
    public void Fill_EveryPlaceholderGiven_FormatsWithTheInvariantCulture()
    {
        var text = ExperimentNotes.Fill("test", "bursts of {burst_ms:0.#} ms, {turns} turns, {count:N0} calls",
            [("burst_ms", 2.34), ("turns", 30), ("count", 65536)]);

        Assert.Equal("bursts of 2.3 ms, 30 turns, 65,536 calls", text);
    }

    [Fact]
    public void Fill_PlaceholderUsedTwice_FilledBothTimes()
    {
        Assert.Equal("7 and 7", ExperimentNotes.Fill("test", "{n} and {n}", [("n", 7)]));
    }

    [Fact]
    public void Fill_BracesNotAPlaceholder_KeptAsTheyAre()
    {
        Assert.Equal("new { Id = 1 } {A}", ExperimentNotes.Fill("test", "new { Id = 1 } {A}", []));
    }

    [Fact]
    public void Fill_PlaceholderWithoutValue_ThrowsNamingIt()
    {
        var thrown = Assert.Throws<ArgumentException>(() => ExperimentNotes.Fill("File: 'note'", "{turns} turns of {burst_ms}",
            [("turns", 3)]));

        Assert.Contains("File: 'note'", thrown.Message, StringComparison.Ordinal);
        Assert.Contains("placeholders without a value: [burst_ms]", thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Fill_ValueWithoutPlaceholder_ThrowsNamingIt()
    {
        var thrown = Assert.Throws<ArgumentException>(() => ExperimentNotes.Fill("File: 'note'", "{turns} turns", [("turns", 3),
            ("filler_count", 100)]));

        Assert.Contains("values without a placeholder: [filler_count]", thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Fill_ValueGivenTwice_ThrowsNamingIt()
    {
        var thrown = Assert.Throws<ArgumentException>(() => ExperimentNotes.Fill("File: 'note'", "{turns}", [("turns", 3),
            ("turns", 4)]));

        Assert.Contains("'turns'", thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Note_MissingFile_ThrowsNamingIt()
    {
        var thrown = Assert.Throws<KeyNotFoundException>(() => ExperimentNotes.Note("NoSuchExperiment", "a_note"));

        Assert.Contains("'NoSuchExperimentNotes.json'", thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Note_MissingNote_ThrowsNamingItAndTheFile()
    {
        var file = ExperimentNotes.All.Keys.First();

        var thrown = Assert.Throws<KeyNotFoundException>(() => ExperimentNotes.Note(file, "no_such_note"));

        Assert.Contains($"'no_such_note' in {file}Notes.json", thrown.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void PlaceholdersOf_TemplateWithFormats_NamesEachOnce()
    {
        Assert.Equal(["burst_ms", "turns"], ExperimentNotes.PlaceholdersOf("{burst_ms:0.#} ms, {turns} turns, {burst_ms}"));
    }

    [Fact]
    public void AskedWhile_NotesAskedFor_NamesEachByFileAndName()
    {
        var file = ExperimentNotes.All.First(f => f.Value.Values.Any(t => ExperimentNotes.PlaceholdersOf(t).Count == 0));
        var name = file.Value.First(n => ExperimentNotes.PlaceholdersOf(n.Value).Count == 0).Key;

        var asked = ExperimentNotes.AskedWhile(() => ExperimentNotes.Note(file.Key, name));

        Assert.Equal([(file.Key, name)], asked);
    }
}
