using System.CommandLine;
using AsyncLab.Catalog;
using Spectre.Console;

namespace AsyncLab.Cli;

/// <summary><c>list</c>: the experiments, their variants and claim ids.</summary>
public static class ListVerb
{
    public static Command Create()
    {
        var idsOnly = new Option<bool>("--ids") { Description = "Print only the experiment ids, one per line (for scripts)." };
        var command = new Command("list", "List the experiments, their variants and the claims they check.") { idsOnly };
        command.SetAction(parseResult =>
        {
            if (parseResult.GetValue(idsOnly))
            {
                foreach (var experiment in ExperimentCatalog.All)
                {
                    Console.WriteLine(experiment.Id);
                }

                return ExitCodes.Ok;
            }

            var table = new Table().Border(TableBorder.Rounded);
            table.AddColumn("experiment");
            table.AddColumn("sources");
            table.AddColumn("variants");
            table.AddColumn("claims");
            foreach (var experiment in ExperimentCatalog.All)
            {
                table.AddRow(
                    Markup.Escape($"{experiment.Id}\n{experiment.Title}"),
                    Markup.Escape(experiment.Sources),
                    Markup.Escape(string.Join("\n", experiment.Variants)),
                    Markup.Escape(string.Join("\n", experiment.Claims.Select(c => c.Id))));
            }

            AnsiConsole.Write(table);
            return ExitCodes.Ok;
        });
        return command;
    }
}
