using AsyncLab.Results;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>A benchmarked way of sending the deposit: its id in results and the benchmark method that measures it.</summary>
public sealed record CommandBusVariant(string Id, string Method, IReadOnlyDictionary<string, double>? Published = null);

/// <summary>The variants; the article publishes no figures, so the only one is the direct call's from Mediator's README.</summary>
public static class CommandBusVariants
{
    public const string Direct = "direct";
    public const string Send = "send";
    public const string SendAudited = "send-audited";
    public const string StartNew = "startnew-sendasync";
    public const string StartNewAudited = "startnew-sendasync-audited";
    public const string NativeSync = "native-sync";
    public const string NativeSyncAudited = "native-sync-audited";
    public const string NativeAsync = "native-async";
    public const string NativeAsyncAudited = "native-async-audited";
    public const string MediatR = "mediatr";
    public const string MediatRWithBehaviour = "mediatr-behaviour";

    /// <summary>Mediator (martinothamar) 3.0.2 through its generated concrete class.</summary>
    public const string MediatorConcrete = "mediator";

    /// <summary>The same Mediator instance called through its IMediator interface.</summary>
    public const string MediatorInterface = "mediator-interface";

    /// <summary>
    /// Only the direct call keeps a published figure in the table: it is not a peer, so no version can differ. The README's
    /// peer figures were measured on MediatR 12.x and on a Mediator release it does not name, not on the versions run here,
    /// so they are in the experiment's notes, labelled with their versions, not beside this run's rows.
    /// </summary>
    public const string PublishedSource = "Mediator's README (martinothamar), its direct-call baseline, .NET 8, Ryzen 5 5600X: not seed " +
        "003 and another machine; compare bytes, not times";

    public static IReadOnlyList<CommandBusVariant> All { get; } =
    [
        new(Direct, nameof(CommandBusBenchmarks.Direct),
            new Dictionary<string, double> { [MetricNames.MeanNs] = 0.68, [MetricNames.AllocatedBytesPerOp] = 0 }),
        new(Send, nameof(CommandBusBenchmarks.Send)),
        new(SendAudited, nameof(CommandBusBenchmarks.SendAudited)),
        new(StartNew, nameof(CommandBusBenchmarks.StartNewSendAsync)),
        new(StartNewAudited, nameof(CommandBusBenchmarks.StartNewSendAsyncAudited)),
        new(NativeSync, nameof(CommandBusBenchmarks.NativeSync)),
        new(NativeSyncAudited, nameof(CommandBusBenchmarks.NativeSyncAudited)),
        new(NativeAsync, nameof(CommandBusBenchmarks.NativeAsync)),
        new(NativeAsyncAudited, nameof(CommandBusBenchmarks.NativeAsyncAudited)),
        new(MediatR, nameof(CommandBusBenchmarks.MediatR)),
        new(MediatRWithBehaviour, nameof(CommandBusBenchmarks.MediatRWithBehaviour)),
        new(MediatorConcrete, nameof(CommandBusBenchmarks.MediatorSend)),
        new(MediatorInterface, nameof(CommandBusBenchmarks.MediatorInterfaceSend)),
    ];
}
