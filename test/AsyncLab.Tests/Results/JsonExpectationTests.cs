using AsyncLab.Results;

namespace AsyncLab.Tests.Results;

/// <summary>A results.json that cannot be read: "FILE: not a results file (line N: what was expected)", no .NET type names.</summary>
public sealed class JsonExpectationTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-json-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Theory]
    [InlineData("{\"schema\": 1, \"run\": {\"id\": \"x\"", "line 1: the file ends before its JSON does; is it cut short?")]
    [InlineData("", "line 1: the file holds no JSON")]
    [InlineData("garbage", "line 1: not valid JSON")]
    [InlineData("[1, 2]", "line 1: the document should be a JSON object")]
    [InlineData("{\"schema\": \"one\"}", "line 1: schema should be a whole number")]
    [InlineData("{\"schema\": 1,\n \"run\": {\"id\": 5}}", "line 2: run.id should be a string")]
    [InlineData("{\"schema\": 1, \"run\": {\"id\": \"x\", \"started_utc\": \"yesterday\"}}",
        "line 1: run.started_utc should be a date and time such as 2026-01-31T12:00:00Z")]
    [InlineData("{\"schema\": 1, \"run\": {\"id\": \"x\"}}",
        "line 1: run lacks 'profile', 'started_utc', 'finished_utc', 'runtime', 'os', 'cpu'")]
    public void Read_BadFile_NamesTheFileTheLineAndWhatWasExpected(string content, string expected)
    {
        var path = Path.Combine(directory, ResultsFile.FileName);
        File.WriteAllText(path, content);

        var error = Assert.Throws<ResultsFileException>(() => ResultsFile.Read(directory));

        Assert.Equal($"{path}: not a results file ({expected})", error.Message);
    }

    [Theory]
    [InlineData("{\"schema\": 1, \"run\": {\"id\": []}}")]
    [InlineData("{\"schema\": 1, \"experiments\": [{\"status\": 3}]}")]
    [InlineData("{\"schema\": 1, \"experiments\": {}}")]
    public void Read_ValueOfTheWrongKind_NoDotnetTypeName(string content)
    {
        File.WriteAllText(Path.Combine(directory, ResultsFile.FileName), content);

        var error = Assert.Throws<ResultsFileException>(() => ResultsFile.Read(directory));

        Assert.DoesNotContain("AsyncLab.", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("System.", error.Message, StringComparison.Ordinal);
        Assert.Equal(1, error.Message.Split("line ").Length - 1);
    }
}
