using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Data.Postgres;

public sealed class LabOwnerTests : IDisposable
{
    private readonly string folder = Directory.CreateTempSubdirectory("asynclab-owner-").FullName;

    public void Dispose() => Directory.Delete(folder, recursive: true);

    [Fact]
    public void IsRunning_ThisProcess_True() => Assert.True(LabOwner.Current.IsRunning);

    [Fact]
    public void IsRunning_SamePidStartedAtAnotherTime_False()
    {
        Assert.NotEqual(0, LabOwner.Current.StartTicks); // read from /proc/<pid>/stat

        Assert.False((LabOwner.Current with { StartTicks = LabOwner.Current.StartTicks + 1 }).IsRunning);
    }

    [Fact]
    public void ReadFrom_WrittenRecord_SameOwner()
    {
        LabOwner.Current.WriteTo(folder);

        Assert.Equal(LabOwner.Current, LabOwner.ReadFrom(folder));
    }

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    [InlineData("12")]
    [InlineData("12 x")]
    [InlineData("-1 5")]
    public void ReadFrom_MissingOrMalformed_Null(string? content)
    {
        if (content is not null)
        {
            File.WriteAllText(Path.Combine(folder, LabOwner.FileName), content);
        }

        Assert.Null(LabOwner.ReadFrom(folder));
    }
}
