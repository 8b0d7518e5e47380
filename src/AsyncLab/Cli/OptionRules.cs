using System.CommandLine;

namespace AsyncLab.Cli;

/// <summary>Options that mean something only beside another: given alone, they would be accepted and do nothing.</summary>
public static class OptionRules
{
    /// <summary>A usage error when <paramref name="dependent"/> is given and <paramref name="required"/> is not.</summary>
    public static void Requires(ParseResult parseResult, Option dependent, Option required)
    {
        if (Given(parseResult, dependent) && !Given(parseResult, required))
        {
            throw new UsageException(
                $"{dependent.Name} only works with {required.Name}; add {required.Name} or leave {dependent.Name} out");
        }
    }

    /// <summary>A usage error when both are given: <paramref name="first"/> and <paramref name="second"/> undo each other.</summary>
    public static void Excludes(ParseResult parseResult, Option first, Option second)
    {
        if (Given(parseResult, first) && Given(parseResult, second))
        {
            throw new UsageException($"give {first.Name} or {second.Name}, not both");
        }
    }

    private static bool Given(ParseResult parseResult, Option option) => parseResult.GetResult(option) is { Implicit: false };
}
