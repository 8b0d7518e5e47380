using AsyncLab.Experiments.CommandBus.Peers;
using AsyncLab.Scenarios.CommandBus;
using BenchmarkDotNet.Attributes;
using GeneratedMediator = AsyncLab.Experiments.CommandBus.Peers.SourceGenerated.Mediator;
using IMediatR = MediatR.IMediator;
using MediatorUnit = Mediator.Unit;
using MediatRUnit = MediatR.Unit;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>
/// One deposit sent every way the experiment compares (the lab's buses, MediatR 5.1.0, Mediator 3.0.2), with and
/// without the audit step. The command and the buses are built once, so every byte counted is the dispatch's own.
/// Method names map to variant ids in <see cref="CommandBusVariants"/>.
/// </summary>
[MemoryDiagnoser]
public class CommandBusBenchmarks
{
    // Enough to hold a few thousand entries: the store never grows, so the audited cases measure the audit, not a list.
    private const int AuditCapacity = 4096;

    private readonly Deposit deposit = new(1, 1);
    private readonly DepositRequest request = new(1, 1);
    private readonly Account account = new();
    private DepositHandler handler = null!;
    private ArticleCommandBus article = null!;
    private ArticleCommandBus articleAudited = null!;
    private NativeCommandBus native = null!;
    private NativeCommandBus nativeAudited = null!;
    private NativeCommandBus nativeYielding = null!;
    private NativeCommandBus nativeYieldingAudited = null!;
    private readonly MediatorDeposit mediatorDeposit = new(1, 1);
    private IMediatR mediatr = null!;
    private IMediatR mediatrWithBehaviour = null!;
    private GeneratedMediator mediator = null!;
    private Mediator.IMediator mediatorInterface = null!;

    [GlobalSetup]
    public void BuildBuses()
    {
        handler = new DepositHandler(account);
        var sync = new CommandHandlerRegistry([HandlerRegistration.For(handler)]);
        var yielding = new CommandHandlerRegistry([HandlerRegistration.ForAsync(new YieldingDepositHandler(account))]);
        article = new ArticleCommandBus(sync);
        articleAudited = new ArticleCommandBus(sync, new AuditStore(AuditCapacity));
        native = new NativeCommandBus(sync);
        nativeAudited = new NativeCommandBus(sync, new AuditStore(AuditCapacity));
        nativeYielding = new NativeCommandBus(yielding);
        nativeYieldingAudited = new NativeCommandBus(yielding, new AuditStore(AuditCapacity));
        mediatr = MediatRPeer.Create(account);
        mediatrWithBehaviour = MediatRPeer.Create(account, new AuditStore(AuditCapacity));
        mediator = MediatorPeer.Create(account);
        mediatorInterface = mediator; // the same instance: the two variants differ only in the call, not in the setup
    }

    [Benchmark(Baseline = true)]
    public void Direct() => handler.Handle(deposit);

    [Benchmark]
    public void Send() => article.Send(deposit);

    [Benchmark]
    public void SendAudited() => articleAudited.Send(deposit);

    [Benchmark]
    public Task StartNewSendAsync() => article.SendAsync(deposit);

    [Benchmark]
    public Task StartNewSendAsyncAudited() => articleAudited.SendAsync(deposit);

    [Benchmark]
    public ValueTask NativeSync() => native.SendAsync(deposit);

    [Benchmark]
    public ValueTask NativeSyncAudited() => nativeAudited.SendAsync(deposit);

    [Benchmark]
    public ValueTask NativeAsync() => nativeYielding.SendAsync(deposit);

    [Benchmark]
    public ValueTask NativeAsyncAudited() => nativeYieldingAudited.SendAsync(deposit);

    [Benchmark]
    public Task<MediatRUnit> MediatR() => mediatr.Send(request);

    [Benchmark]
    public Task<MediatRUnit> MediatRWithBehaviour() => mediatrWithBehaviour.Send(request);

    /// <summary>The generated class's own overload for the deposit: no interface call, no type switch.</summary>
    [Benchmark]
    public ValueTask<MediatorUnit> MediatorSend() => mediator.Send(mediatorDeposit);

    /// <summary>Through IMediator, as code that depends on the abstraction calls it: the generic Send and its type switch.</summary>
    [Benchmark]
    public ValueTask<MediatorUnit> MediatorInterfaceSend() => mediatorInterface.Send(mediatorDeposit);
}
