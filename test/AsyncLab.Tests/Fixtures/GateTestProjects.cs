using System.Xml.Linq;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Two one-test xunit projects built once in a temporary folder, for watch to gate their <c>dotnet test</c>: in one the
/// test blocks pool threads on tasks (.Result inside Task.Run, rounds of 16), in the other the same work is awaited.
/// Their package versions are the repository's own pins, so nothing new is restored.
/// </summary>
public sealed class GateTestProjects : IAsyncLifetime
{
    private static readonly string[] Packages = ["Microsoft.NET.Test.Sdk", "xunit", "xunit.runner.visualstudio"];

    private readonly string root = Directory.CreateTempSubdirectory("asynclab-gate-").FullName;

    public string Blocking => Path.Combine(root, "Blocking");

    public string Clean => Path.Combine(root, "Clean");

    public async Task InitializeAsync()
    {
        Write(Blocking, "var work = Enumerable.Range(0, 16).Select(_ => Task.Run(() => TotalAsync().Result)).ToArray();\n"
            + "            Task.WaitAll(work);");
        Write(Clean, "await Task.WhenAll(Enumerable.Range(0, 16).Select(_ => Task.Run(TotalAsync)));");
        await BuildAsync(Blocking);
        await BuildAsync(Clean);
    }

    public Task DisposeAsync()
    {
        Directory.Delete(root, recursive: true);
        return Task.CompletedTask;
    }

    private static void Write(string folder, string round)
    {
        Directory.CreateDirectory(folder);
        var pins = XDocument.Load(Path.Combine(TestFiles.Root, "..", "..", "Directory.Packages.props")).Descendants("PackageVersion")
            .ToDictionary(p => (string)p.Attribute("Include")!, p => (string)p.Attribute("Version")!);
        var references = string.Join("\n", Packages.Select(p => $"    <PackageReference Include=\"{p}\" Version=\"{pins[p]}\" />"));
        File.WriteAllText(Path.Combine(folder, Path.GetFileName(folder) + ".csproj"), $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFramework>net10.0</TargetFramework>
                <ImplicitUsings>enable</ImplicitUsings>
                <IsPackable>false</IsPackable>
              </PropertyGroup>
              <ItemGroup>
            {references}
              </ItemGroup>
            </Project>
            """);
        var async = round.StartsWith("await", StringComparison.Ordinal) ? "async Task" : "void";
        File.WriteAllText(Path.Combine(folder, "OrderTests.cs"), $$"""
            using Xunit;

            public class OrderTests
            {
                [Fact]
                public {{async}} Totals_TwentyRounds()
                {
                    for (var round = 0; round < 20; round++)
                    {
                        {{round}}
                    }
                }

                private static async Task<int> TotalAsync()
                {
                    await Task.Delay(100);
                    return 1;
                }
            }
            """);
    }

    private static async Task BuildAsync(string folder)
    {
        var build = await ChildRun.RunAsync("dotnet", ["build", folder, "--disable-build-servers", "-nologo", "-v", "q"],
            TimeSpan.FromMinutes(5), "building " + folder);
        if (build.ExitCode != 0)
        {
            throw new InvalidOperationException($"building {folder} failed: {build.Output}{build.Error}");
        }
    }
}
