using System.Runtime.CompilerServices;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Files checked in beside the tests (fixed results.json files, expected reports). They are read from the source
/// tree, not the build output, so updating a snapshot rewrites the checked-in file.
/// </summary>
public static class TestFiles
{
    /// <summary>Set to 1 to rewrite the expected files from the current output instead of comparing with them.</summary>
    public const string UpdateVariable = "ASYNCLAB_UPDATE_SNAPSHOTS";

    public static string Root { get; } = FindRoot();

    public static string PathOf(string relative) => Path.Combine(Root, relative);

    /// <summary>A file of the repository's docs/ folder.</summary>
    public static string DocPath(string name) => Path.GetFullPath(Path.Combine(Root, "..", "..", "docs", name));

    /// <summary>Asserts <paramref name="actual"/> equals the checked-in file, or rewrites the file when updating is asked for.</summary>
    public static void MatchSnapshot(string relative, string actual)
    {
        var path = PathOf(relative);
        actual = actual.ReplaceLineEndings("\n");
        if (Environment.GetEnvironmentVariable(UpdateVariable) == "1")
        {
            File.WriteAllText(path, actual);
            return;
        }

        Assert.True(File.Exists(path),
            $"no snapshot at {path}; run the tests once with {UpdateVariable}=1 to write it, then review and commit it");
        var expected = File.ReadAllText(path).ReplaceLineEndings("\n");
        if (expected != actual)
        {
            var at = Enumerable.Range(0, Math.Min(expected.Length, actual.Length))
                .FirstOrDefault(i => expected[i] != actual[i], Math.Min(expected.Length, actual.Length));
            var line = expected[..Math.Min(at, expected.Length)].Count(c => c == '\n') + 1;
            Assert.Fail($"{relative} differs from the snapshot at line {line}. If the change is intended, rerun with " +
                $"{UpdateVariable}=1 and review the diff.");
        }
    }

    private static string FindRoot([CallerFilePath] string thisFile = "")
    {
        // The compiler's path to this file, when the tests run where they were built (the usual case)...
        var fromSource = Path.GetDirectoryName(Path.GetDirectoryName(thisFile));
        if (fromSource is not null && File.Exists(Path.Combine(fromSource, "AsyncLab.Tests.csproj")))
        {
            return fromSource;
        }

        // ...otherwise the test project found above the build output (a build with mapped source paths).
        for (var directory = new DirectoryInfo(AppContext.BaseDirectory); directory is not null; directory = directory.Parent)
        {
            var candidate = Path.Combine(directory.FullName, "test", "AsyncLab.Tests");
            if (File.Exists(Path.Combine(candidate, "AsyncLab.Tests.csproj")))
            {
                return candidate;
            }
        }

        throw new InvalidOperationException("cannot find test/AsyncLab.Tests from " + AppContext.BaseDirectory);
    }
}
