using AsyncLab.Results;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>A benchmarked way of sending the deposit: its id in results and the benchmark method that measures it.</summary>
public sealed record CommandBusVariant(string Id, string Method, IReadOnlyDictionary<string, double>? Published = null);

/// <summary>The variants, with the only published figures there are for this benchmark (from Mediator's README, not the article).</summary>
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

    public const string PublishedSource = "Mediator's README (martinothamar), .NET 8, Ryzen 5 5600X, MediatR 12: not seed 003 and another machine; compare bytes, not times";

    public static IReadOnlyList<CommandBusVariant> All { get; } =
    [
        new(Direct, nameof(CommandBusBenchmarks.Direct), new Dictionary<string, double> { [MetricNames.MeanNs] = 0.68, [MetricNames.AllocatedBytesPerOp] = 0 }),
        new(Send, nameof(CommandBusBenchmarks.Send)),
        new(SendAudited, nameof(CommandBusBenchmarks.SendAudited)),
        new(StartNew, nameof(CommandBusBenchmarks.StartNewSendAsync)),
        new(StartNewAudited, nameof(CommandBusBenchmarks.StartNewSendAsyncAudited)),
        new(NativeSync, nameof(CommandBusBenchmarks.NativeSync)),
        new(NativeSyncAudited, nameof(CommandBusBenchmarks.NativeSyncAudited)),
        new(NativeAsync, nameof(CommandBusBenchmarks.NativeAsync)),
        new(NativeAsyncAudited, nameof(CommandBusBenchmarks.NativeAsyncAudited)),
        new(MediatR, nameof(CommandBusBenchmarks.MediatR), new Dictionary<string, double> { [MetricNames.MeanNs] = 89.3, [MetricNames.AllocatedBytesPerOp] = 240 }),
        new(MediatRWithBehaviour, nameof(CommandBusBenchmarks.MediatRWithBehaviour)),
    ];
}
