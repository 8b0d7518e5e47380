using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using System.Text.RegularExpressions;

namespace AsyncLab.Cli;

/// <summary>
/// The one line a bad command line gets, in the lab's words rather than the parser's: the verb or option that was not
/// known with the nearest known one, the argument that is missing by name, the value an option could not take with what
/// it takes; never a .NET type name.
/// </summary>
public static partial class ParseErrorText
{
    /// <summary>What is wrong with the command line, or null when nothing is.</summary>
    public static string? Of(ParseResult parseResult)
    {
        var result = parseResult.CommandResult;
        var command = result.Command;
        var isRoot = result.Parent is null;
        if (FirstStrayOption(parseResult) is { } stray)
        {
            return isRoot ? UnknownVerb(stray, command) : $"unknown option '{stray}' for {command.Name}" +
                Typos.DidYouMean(stray, OptionNames(command)) + " (see " + command.Name + " --help)";
        }

        if (parseResult.UnmatchedTokens.FirstOrDefault() is { } unmatched)
        {
            return isRoot ? UnknownVerb(unmatched, command) : $"unexpected argument '{unmatched}' for {command.Name} " +
                $"(usage: {Usage(command)})";
        }

        foreach (var option in result.Children.OfType<OptionResult>().Where(o => !o.Implicit))
        {
            if (BadValue(option) is { } bad)
            {
                return bad;
            }
        }

        if (parseResult.Errors.Count == 0)
        {
            return null;
        }

        if (isRoot)
        {
            return "no verb given; use " + string.Join(", ", Verbs(command)) + " (see --help)";
        }

        var missing = command.Arguments.FirstOrDefault(a => a.Arity.MinimumNumberOfValues > 0
            && (result.GetResult(a)?.Tokens.Count ?? 0) < a.Arity.MinimumNumberOfValues);
        if (missing is not null)
        {
            return $"{command.Name} needs {Placeholder(missing)} (usage: {Usage(command)})";
        }

        // Whatever else the parser found wrong, without the type names some of its messages carry.
        return TypeName().Replace(parseResult.Errors[0].Message, string.Empty) + " (see --help)";
    }

    private static string UnknownVerb(string token, Command root)
    {
        var verbs = Verbs(root).ToList();
        var kind = token.StartsWith('-') ? "option" : "verb";
        return Typos.Nearest(token, token.StartsWith('-') ? OptionNames(root) : verbs) is { } near
            ? $"unknown {kind} '{token}'; did you mean '{near}'? (see --help)"
            : $"unknown {kind} '{token}'; use a verb: {string.Join(", ", verbs)} (see --help)";
    }

    /// <summary>
    /// A token the parser took as one of the verb's arguments though it reads as an option ("run --profle quick" gives run
    /// the experiments "--profle" and "quick"); the command after a watch's "--" is its own and not looked at.
    /// </summary>
    private static string? FirstStrayOption(ParseResult parseResult)
    {
        var optionValues = parseResult.CommandResult.Children.OfType<OptionResult>().SelectMany(o => o.Tokens)
            .ToHashSet(ReferenceEqualityComparer.Instance);
        foreach (var token in parseResult.Tokens)
        {
            if (token.Type == TokenType.DoubleDash)
            {
                return null;
            }

            if (token.Type == TokenType.Argument && token.Value.Length > 1 && token.Value.StartsWith('-')
                && !double.TryParse(token.Value, NumberStyles.Float, CultureInfo.InvariantCulture, out _) && !optionValues.Contains(token))
            {
                return token.Value;
            }
        }

        return null;
    }

    /// <summary>An option whose value is not of its kind: "--launches takes a whole number; got 'abc'".</summary>
    private static string? BadValue(OptionResult option)
    {
        var name = option.Option.Name;
        if (option.Tokens.Count == 0)
        {
            return option.Option.Arity.MinimumNumberOfValues > 0 ? $"{name} needs a value" : null;
        }

        var type = Nullable.GetUnderlyingType(option.Option.ValueType) ?? option.Option.ValueType;
        var text = option.Tokens[^1].Value;
        var fits = type == typeof(int) ? int.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out _)
            : type == typeof(long) ? long.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out _)
            : type == typeof(double) ? double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out _)
            : type != typeof(bool) || bool.TryParse(text, out _);
        if (fits)
        {
            return null;
        }

        var kind = type == typeof(int) || type == typeof(long) ? "a whole number" : type == typeof(double) ? "a number" : "true or false";
        return $"{name} takes {kind}; got '{text}'";
    }

    private static IEnumerable<string> Verbs(Command root) => root.Subcommands.Where(c => !c.Hidden).Select(c => c.Name);

    private static IEnumerable<string> OptionNames(Command command) =>
        command.Options.Where(o => !o.Hidden).SelectMany(o => o.Aliases.Prepend(o.Name))
            .Where(n => n.StartsWith("--", StringComparison.Ordinal)).Append("--help");

    private static string Placeholder(Argument argument) => argument.Name.ToUpperInvariant();

    /// <summary>"compare DIR-A DIR-B [options]", "run [EXPERIMENT...] [options]".</summary>
    private static string Usage(Command command) =>
        string.Join(' ', command.Arguments.Where(a => !a.Hidden).Select(Slot).Prepend(command.Name)) + " [options]";

    private static string Slot(Argument argument) => (argument.Arity.MinimumNumberOfValues, argument.Arity.MaximumNumberOfValues) switch
    {
        ( > 0, 1) => Placeholder(argument),
        (0, 1) => $"[{Placeholder(argument)}]",
        _ => $"[{Placeholder(argument)}...]",
    };

    [GeneratedRegex(@"\s*as expected type '[^']*'")]
    private static partial Regex TypeName();
}
