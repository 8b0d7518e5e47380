using AsyncLab.Data.Databases;

namespace AsyncLab.Tests.Data.Databases;

public sealed class ConnectionStringSecretsTests
{
    private const string Given = "Host=db.example;Username=lab;Password=s3cret-Pa55;Database=orders";

    [Theory]
    [InlineData("could not use " + Given, "could not use ***")]
    [InlineData("auth failed with password s3cret-Pa55 for lab", "auth failed with password *** for lab")]
    [InlineData("nothing secret here", "nothing secret here")]
    public void Redact_MessageQuotingTheStringOrItsPassword_Hidden(string message, string expected)
    {
        Assert.Equal(expected, ConnectionStringSecrets.Redact(message, Given));
    }

    [Fact]
    public void Redact_PasswordUnderAnotherKeyName_Hidden()
    {
        Assert.Equal("bad: ***", ConnectionStringSecrets.Redact("bad: hunter22", "Server=x;PWD=hunter22"));
    }

    [Fact]
    public void Redact_UnparsableString_WholeStringHidden()
    {
        const string broken = "Host=x;Password=abc;=oops;;\"";

        Assert.Equal("cannot parse ***", ConnectionStringSecrets.Redact("cannot parse " + broken, broken));
    }
}
