namespace AsyncLab.SideBySide;

/// <summary>
/// A build of the lab that <c>ab</c> times: the folder holding its AsyncLab.dll (with the deps.json the build wrote beside
/// it), the label its rows carry (A or B) and what the user named (a folder, a git ref, or this build).
/// </summary>
public sealed record LabBuild(string Label, string Folder, string Named)
{
    /// <summary>The build's AsyncLab assembly.</summary>
    public string Assembly => Path.Combine(Folder, AssemblyFileName);

    public const string AssemblyFileName = "AsyncLab.dll";

    /// <summary>The build this process runs.</summary>
    public static LabBuild Current(string label) =>
        new(label, Path.GetDirectoryName(typeof(LabBuild).Assembly.Location)!, "this build");

    /// <summary>A folder holding a build of the lab, or null when <paramref name="path"/> is not one.</summary>
    public static LabBuild? InFolder(string label, string path)
    {
        var folder = Path.GetFullPath(path);
        if (File.Exists(folder) && string.Equals(Path.GetFileName(folder), AssemblyFileName, StringComparison.OrdinalIgnoreCase))
        {
            folder = Path.GetDirectoryName(folder)!;
        }

        return File.Exists(Path.Combine(folder, AssemblyFileName)) && File.Exists(Path.Combine(folder, "AsyncLab.deps.json"))
            ? new LabBuild(label, folder, path)
            : null;
    }
}
