using System.Text.RegularExpressions;
using System.Xml.Linq;
using AsyncLab.Scan;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scan;

/// <summary>
/// The fixture solution (Scan/Fixture: Seeded, with every kind seeded at lines marked "seeded: KIND CONTEXT", and
/// Corrected, its twin with each site fixed) copied to a temporary folder with the lab's own package pins, and scanned
/// once by the real lab with --fail-on async-void; its tests read the one scan.json.
/// </summary>
public sealed partial class ScannedFixture : IAsyncLifetime
{
    private readonly string root = Directory.CreateTempSubdirectory("asynclab-scan-fixture-").FullName;

    public string Solution => Path.Combine(root, "Fixture");

    public LabProcess.Outcome Outcome { get; private set; } = new(-1, "", "");

    public ScanDocument Document { get; private set; } = new(0, DateTimeOffset.UnixEpoch, "", 0, []);

    /// <summary>Each seeded site: its file (relative to the solution), line, kind and context as the marker names them.</summary>
    public IReadOnlyList<(string File, int Line, string Kind, string Context)> Seeded { get; private set; } = [];

    public async Task InitializeAsync()
    {
        Copy(TestFiles.PathOf(Path.Combine("Scan", "Fixture")), Solution);
        var pins = XDocument.Load(Path.Combine(TestFiles.Root, "..", "..", "Directory.Packages.props")).Descendants("PackageVersion")
            .Single(p => (string)p.Attribute("Include")! == "xunit");
        await File.WriteAllTextAsync(Path.Combine(Solution, "Directory.Packages.props"), $"""
            <Project>
              <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>
              <ItemGroup><PackageVersion Include="xunit" Version="{(string)pins.Attribute("Version")!}" /></ItemGroup>
            </Project>
            """);
        Seeded = [.. Directory.EnumerateFiles(Path.Combine(Solution, "Seeded"), "*.cs")
            .SelectMany(file => File.ReadAllLines(file).Select((text, i) => (file, i + 1, Marker().Match(text))))
            .Where(m => m.Item3.Success)
            .Select(m => (Path.GetRelativePath(Solution, m.file).Replace('\\', '/'), m.Item2, m.Item3.Groups["kind"].Value,
                m.Item3.Groups["context"].Value))];
        var output = Path.Combine(root, "out");
        Outcome = await LabProcess.RunAsync(TimeSpan.FromMinutes(10), "scan", Path.Combine(Solution, "Fixture.slnx"), "--out", output,
            "--fail-on", "async-void");
        if (File.Exists(Path.Combine(output, ScanFile.FileName)))
        {
            Document = ScanFile.Read(output);
        }
    }

    public Task DisposeAsync()
    {
        Directory.Delete(root, recursive: true);
        return Task.CompletedTask;
    }

    private static void Copy(string from, string to)
    {
        foreach (var file in Directory.EnumerateFiles(from, "*", SearchOption.AllDirectories))
        {
            var target = Path.Combine(to, Path.GetRelativePath(from, file));
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(file, target);
        }
    }

    [GeneratedRegex(@"// seeded: (?<kind>[a-z-]+) (?<context>[a-z-]+)$")]
    private static partial Regex Marker();
}
