using System.CommandLine;
using AsyncLab.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Cli;

/// <summary>The command line: verbs, and the rule that bad input is one line on stderr and exit code 2.</summary>
public static class LabCommandLine
{
    public static RootCommand CreateRoot()
    {
        var root = new RootCommand("AsyncLab: measure what async patterns cost on this runtime and machine, and check the published " +
            "claims.");
        root.Subcommands.Add(ListVerb.Create());
        root.Subcommands.Add(RunVerb.Create());
        root.Subcommands.Add(ReportVerb.Create());
        root.Subcommands.Add(CompareVerb.Create());
        root.Subcommands.Add(SpreadVerb.Create());
        root.Subcommands.Add(AbVerb.Create());
        root.Subcommands.Add(AbLaunchVerb.Create());
#if LAB_WEB
        root.Subcommands.Add(ServeVerb.Create());
        root.Subcommands.Add(LoadVerb.Create());
        root.Subcommands.Add(WatchVerb.Create());
        root.Subcommands.Add(ScanVerb.Create());
#endif
        return root;
    }

    public static async Task<int> InvokeAsync(string[] args)
    {
        ConsoleOutput.Configure();
        var root = CreateRoot();
        var parseResult = root.Parse(args);
        if (ParseErrorText.Of(parseResult) is { } wrong)
        {
            ConsoleOutput.WriteError(wrong);
            return ExitCodes.Usage;
        }

        // A child of the lab (a launch, another runtime) can get the same stop twice: the terminal's Ctrl+C and its parent's
        // SIGTERM. Its parent ends it if it does not stop, so a repeat must not cut its last write short.
        using var shutdown = new ShutdownSignal { RepeatEndsAtOnce = !args.Contains("--parent-pid") };
        try
        {
            var configuration = new InvocationConfiguration { EnableDefaultExceptionHandler = false, ProcessTerminationTimeout = null };
            return await parseResult.InvokeAsync(configuration, shutdown.Token).ConfigureAwait(false);
        }
        catch (UsageException ex)
        {
            ConsoleOutput.WriteError(ex.Message);
            return ExitCodes.Usage;
        }
        catch (ResultsFileException ex)
        {
            ConsoleOutput.WriteError(ex.Message);
            return ExitCodes.Usage;
        }
        catch (SpreadsException ex)
        {
            ConsoleOutput.WriteError(ex.Message);
            return ExitCodes.Usage;
        }
#if LAB_WEB
        catch (Scan.ScanInputException ex)
        {
            ConsoleOutput.WriteError(ex.Message);
            return ExitCodes.Usage;
        }

        catch (WebTarget.ServeUsageException ex)
        {
            ConsoleOutput.WriteError(ex.Message);
            return ExitCodes.Usage;
        }
#endif
    }
}
