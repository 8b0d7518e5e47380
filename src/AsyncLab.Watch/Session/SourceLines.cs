using System.Collections.Concurrent;
using System.Globalization;
using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;
using System.Reflection.PortableExecutable;

namespace AsyncLab.Watch.Session;

/// <summary>
/// Names the source line of a frame from the module's portable PDB (embedded in the module, or beside it), read with
/// System.Reflection.Metadata. A frame is a method token and an IL offset, which the runtime's IL-to-native maps give
/// for jitted code. A module without a portable PDB (the runtime's own, precompiled, or a Windows PDB) names no line.
/// </summary>
public static class SourceLines
{
    // One reader per module file for the life of the process; null where the module has no readable portable PDB.
    private static readonly ConcurrentDictionary<string, Lazy<MetadataReaderProvider?>> Pdbs = new(StringComparer.Ordinal);

    /// <summary>"File.cs:42" for IL offset <paramref name="ilOffset"/> of method <paramref name="methodToken"/>, or null.</summary>
    public static string? Find(string? modulePath, int methodToken, int ilOffset)
    {
        if (string.IsNullOrEmpty(modulePath) || ilOffset < 0 || (methodToken >> 24) != (int)TableIndex.MethodDef)
        {
            return null;
        }

        var pdb = Pdbs.GetOrAdd(modulePath, path => new Lazy<MetadataReaderProvider?>(() => Open(path))).Value;
        if (pdb is null)
        {
            return null;
        }

        try
        {
            return Line(pdb.GetMetadataReader(), MetadataTokens.MethodDefinitionHandle(methodToken & 0xFFFFFF), ilOffset);
        }
        catch (BadImageFormatException)
        {
            return null;
        }
    }

    // The statement that holds the offset: the last visible sequence point at or before it.
    private static string? Line(MetadataReader reader, MethodDefinitionHandle method, int ilOffset)
    {
        if (MetadataTokens.GetRowNumber(method) > reader.GetTableRowCount(TableIndex.MethodDebugInformation))
        {
            return null;
        }

        SequencePoint? found = null;
        foreach (var point in reader.GetMethodDebugInformation(method).GetSequencePoints())
        {
            if (point.Offset > ilOffset)
            {
                break;
            }

            if (!point.IsHidden)
            {
                found = point;
            }
        }

        if (found is not { } at)
        {
            return null;
        }

        var file = reader.GetString(reader.GetDocument(at.Document).Name);
        return string.Create(CultureInfo.InvariantCulture, $"{Path.GetFileName(file.Replace('\\', '/'))}:{at.StartLine}");
    }

    private static MetadataReaderProvider? Open(string modulePath)
    {
        try
        {
            using var module = File.OpenRead(modulePath);
            using var pe = new PEReader(module);
            return pe.TryOpenAssociatedPortablePdb(modulePath, OpenBeside, out var provider, out _) ? provider : null;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or BadImageFormatException or InvalidOperationException)
        {
            return null;
        }
    }

    // A PDB beside the module, read whole so that a rebuild can replace the file while the lab runs.
    private static MemoryStream? OpenBeside(string pdbPath) => File.Exists(pdbPath) ? new MemoryStream(File.ReadAllBytes(pdbPath)) : null;
}
