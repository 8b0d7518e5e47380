using System.Security.Cryptography;
using System.Text;

namespace AsyncLab.Runtimes;

/// <summary>
/// The lab's sources, which a child for another runtime is built from, and a fingerprint of them: a child built from
/// other sources is stale and is built again.
/// </summary>
public sealed class RuntimeSources
{
    public const string ProjectPath = "src/AsyncLab/AsyncLab.csproj";

    private static readonly string[] RootFiles = ["global.json", "Directory.Build.props", "Directory.Packages.props"];
    private static readonly string[] SourceExtensions = [".cs", ".csproj", ".props", ".targets"];

    /// <summary>The articles' figures, embedded in the lab (see Published/PublishedArticle).</summary>
    private const string PublishedFolder = "docs/published";

    private RuntimeSources(string root, string fingerprint)
    {
        Root = root;
        Fingerprint = fingerprint;
    }

    /// <summary>The clone's root folder (where global.json is).</summary>
    public string Root { get; }

    /// <summary>16 hex digits of SHA-256 over every file the build reads (paths and contents).</summary>
    public string Fingerprint { get; }

    public string Project => Path.Combine(Root, ProjectPath);

    /// <summary>The clone this lab was built from: the nearest folder above the lab's assembly that holds its project.</summary>
    public static RuntimeSources? Locate(string? start = null)
    {
        for (var folder = new DirectoryInfo(start ?? AppContext.BaseDirectory); folder is not null; folder = folder.Parent)
        {
            if (File.Exists(Path.Combine(folder.FullName, ProjectPath)) && File.Exists(Path.Combine(folder.FullName, "global.json")))
            {
                return new RuntimeSources(folder.FullName, FingerprintOf(folder.FullName));
            }
        }

        return null;
    }

    public static string FingerprintOf(string root)
    {
        var files = RootFiles.Select(f => Path.Combine(root, f)).Where(File.Exists)
            .Concat(Directory.EnumerateFiles(Path.Combine(root, "src"), "*", SearchOption.AllDirectories)
                .Where(f => SourceExtensions.Contains(Path.GetExtension(f), StringComparer.OrdinalIgnoreCase))
                .Where(f => !IsBuildOutput(Path.GetRelativePath(root, f))))
            .Concat(Directory.Exists(Path.Combine(root, PublishedFolder))
                ? Directory.EnumerateFiles(Path.Combine(root, PublishedFolder), "seed-*.json")
                : [])
            .Select(f => Path.GetRelativePath(root, f).Replace('\\', '/'))
            .Order(StringComparer.Ordinal);
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        foreach (var relative in files)
        {
            hash.AppendData(Encoding.UTF8.GetBytes(relative + "\n"));
            hash.AppendData(File.ReadAllBytes(Path.Combine(root, relative)));
        }

        return Convert.ToHexString(hash.GetHashAndReset())[..16].ToLowerInvariant();
    }

    private static bool IsBuildOutput(string relative) =>
        relative.Replace('\\', '/').Split('/').Any(part => part is "bin" or "obj");
}
