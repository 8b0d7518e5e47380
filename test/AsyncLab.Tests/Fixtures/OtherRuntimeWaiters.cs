namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// A small console app published self-contained for .NET 8 and .NET 9 (from the package source's runtime packs; only
/// .NET 10 is installed), for watch to be proven on those runtimes. The lab's own builds for them hold no target
/// server (EF Core 10 needs .NET 10), so this app is the target: given "block" it runs rounds of 64
/// <c>Task.Run(() => TotalAsync().Result)</c>, given "await" the same rounds awaited, for the seconds it is given, from
/// the line "go" on its standard input.
/// </summary>
public sealed class OtherRuntimeWaiters : IAsyncLifetime
{
    private readonly string root = Directory.CreateTempSubdirectory("asynclab-waiter-").FullName;

    public static IReadOnlyList<string> Frameworks { get; } = ["net8.0", "net9.0"];

    public string ExecutableFor(string framework) => Path.Combine(root, "out", framework, "Waiter");

    public async Task InitializeAsync()
    {
        var project = Path.Combine(root, "Waiter");
        Directory.CreateDirectory(project);
        await File.WriteAllTextAsync(Path.Combine(project, "Waiter.csproj"), $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <OutputType>Exe</OutputType>
                <TargetFrameworks>{string.Join(';', Frameworks)}</TargetFrameworks>
                <ImplicitUsings>enable</ImplicitUsings>
                <InvariantGlobalization>true</InvariantGlobalization>
              </PropertyGroup>
            </Project>
            """);
        await File.WriteAllTextAsync(Path.Combine(project, "Program.cs"), """
            var block = args[0] == "block";
            var until = TimeSpan.FromSeconds(int.Parse(args[1]));
            Console.WriteLine("ready");
            Console.ReadLine();
            var clock = System.Diagnostics.Stopwatch.StartNew();
            while (clock.Elapsed < until)
            {
                if (block)
                {
                    Task.WaitAll(Enumerable.Range(0, 64).Select(_ => Task.Run(() => TotalAsync().Result)).ToArray());
                }
                else
                {
                    await Task.WhenAll(Enumerable.Range(0, 64).Select(_ => Task.Run(TotalAsync)));
                }
            }

            static async Task<int> TotalAsync()
            {
                await Task.Delay(100);
                return 1;
            }
            """);
        foreach (var framework in Frameworks)
        {
            var publish = await ChildRun.RunAsync("dotnet",
                ["publish", project, "-f", framework, "-r", "linux-x64", "--self-contained", "-o", Path.Combine(root, "out", framework),
                    "--disable-build-servers", "-nologo", "-v", "q"],
                TimeSpan.FromMinutes(5), $"publishing the waiter for {framework}",
                environment =>
                {
                    foreach (var name in AsyncLab.Children.DotnetCommand.InheritedBuildVariables)
                    {
                        environment.Remove(name);
                    }
                });
            if (publish.ExitCode != 0)
            {
                throw new InvalidOperationException($"publishing the waiter for {framework} failed: {publish.Output}{publish.Error}");
            }
        }
    }

    public Task DisposeAsync()
    {
        Directory.Delete(root, recursive: true);
        return Task.CompletedTask;
    }
}
