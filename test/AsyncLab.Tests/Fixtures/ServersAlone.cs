namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// The collection of tests that look for the lab's servers among all of the machine's processes: xUnit runs it after the
/// parallel collections, with nothing else in the process, so a server another test started meanwhile is not taken
/// for one these tests left behind.
/// </summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class ServersAlone
{
    public const string Name = "servers alone";
}
