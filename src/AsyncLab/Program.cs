using AsyncLab.Cli;

return await LabCommandLine.InvokeAsync(args).ConfigureAwait(false);
