namespace AsyncLab.Html;

/// <summary>
/// Writes a file by writing a temporary one beside it and renaming it over: a reader, or a run interrupted mid-write,
/// sees the previous complete file or the new one, never half of one.
/// </summary>
public static class AtomicFile
{
    public static void WriteAllText(string path, string contents) =>
        Write(path, stream =>
        {
            using var writer = new StreamWriter(stream);
            writer.Write(contents);
        });

    public static void Write(string path, Action<Stream> write)
    {
        var temporary = path + ".tmp";
        using (var stream = File.Create(temporary))
        {
            write(stream);
        }

        File.Move(temporary, path, overwrite: true);
    }
}
