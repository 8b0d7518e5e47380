namespace AsyncLab.Data.Postgres;

/// <summary>Folders and files no other user of the machine can read: where the server's data and its password go.</summary>
internal static class OwnerOnly
{
    /// <summary>A new folder only its owner can enter (mkdtemp in the system temp folder, else 0700 under the root given).</summary>
    public static string CreateFolder(string? tempRoot, string prefix)
    {
        if (tempRoot is null)
        {
            return Directory.CreateTempSubdirectory(prefix).FullName;
        }

        var path = Path.Combine(tempRoot, prefix + Guid.NewGuid().ToString("N"));
        return OperatingSystem.IsWindows()
            ? Directory.CreateDirectory(path).FullName
            : Directory.CreateDirectory(path, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute).FullName;
    }

    /// <summary>A new file only its owner can read (0600 from the moment it exists).</summary>
    public static void WriteFile(string path, string text)
    {
        var create = new FileStreamOptions { Mode = FileMode.CreateNew, Access = FileAccess.Write };
        if (!OperatingSystem.IsWindows())
        {
            create.UnixCreateMode = UnixFileMode.UserRead | UnixFileMode.UserWrite;
        }

        using var file = new FileStream(path, create);
        file.Write(System.Text.Encoding.UTF8.GetBytes(text + "\n"));
    }
}
