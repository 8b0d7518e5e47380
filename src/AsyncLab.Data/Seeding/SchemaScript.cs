namespace AsyncLab.Data.Seeding;

/// <summary>EF Core's create script split in two: tables before the bulk insert, indexes after it.</summary>
internal sealed record SchemaScript(string Tables, string Indexes)
{
    public static SchemaScript Split(string createScript)
    {
        // The script's statements end with ';' and contain none inside (no string literals in this model's DDL).
        var statements = createScript.Split(';', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Where(statement => statement.Length > 0)
            .ToList();
        var isIndex = statements.ToLookup(statement =>
            statement.StartsWith("CREATE INDEX", StringComparison.OrdinalIgnoreCase) ||
            statement.StartsWith("CREATE UNIQUE INDEX", StringComparison.OrdinalIgnoreCase));
        return new SchemaScript(Join(isIndex[false]), Join(isIndex[true]));
    }

    private static string Join(IEnumerable<string> statements) =>
        statements.Any() ? string.Join(";\n", statements) + ";" : "";
}
