using System.Text.RegularExpressions;
using AsyncLab.Catalog;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.WebTarget;

/// <summary>
/// The target server's shared code knows experiments only as rooms: an experiment's endpoints sit in its own folder and
/// the catalog lists its room, so adding a web experiment touches neither the server nor serve's command line.
/// </summary>
public sealed partial class TargetRoomsTests
{
    private static string TargetFolder => Path.GetFullPath(Path.Combine(TestFiles.Root, "..", "..", "src", "AsyncLab.WebTarget"));

    [Fact]
    public void SharedFiles_OfTheTargetServer_NameNoExperiment()
    {
        var experimentFolders = Directory.GetDirectories(TargetFolder)
            .Select(Path.GetFileName)
            .Where(f => f is not ("bin" or "obj"))
            .ToList();
        Assert.NotEmpty(experimentFolders);

        foreach (var file in Directory.GetFiles(TargetFolder, "*.cs"))
        {
            var text = File.ReadAllText(file);
            Assert.All(experimentFolders, folder => Assert.False(
                text.Contains("AsyncLab.WebTarget." + folder, StringComparison.Ordinal),
                $"{Path.GetFileName(file)} reaches into the {folder} room"));
            Assert.False(ExperimentPath().IsMatch(text), $"{Path.GetFileName(file)} names an experiment's path");
        }
    }

    [Fact]
    public void TargetRooms_EveryCall_NewOptionsSoTwoCommandLinesDoNotShareThem()
    {
        var first = ExperimentCatalog.TargetRooms().SelectMany(r => r.Options).ToList();
        var second = ExperimentCatalog.TargetRooms().SelectMany(r => r.Options).ToList();

        Assert.NotEmpty(first);
        Assert.All(first, option => Assert.DoesNotContain(option, second));
    }

    [Fact]
    public void TargetRooms_OptionNames_Unique()
    {
        var names = ExperimentCatalog.TargetRooms().SelectMany(r => r.Options).Select(o => o.Name).ToList();

        Assert.Equal(names.Count, names.Distinct(StringComparer.Ordinal).Count());
    }

    [GeneratedRegex(@"(?<![\w.])/(db|base|fair|async|sync-over-async)\b")]
    private static partial Regex ExperimentPath();
}
