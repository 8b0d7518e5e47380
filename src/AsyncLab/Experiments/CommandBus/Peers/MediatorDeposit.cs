using Mediator;

namespace AsyncLab.Experiments.CommandBus.Peers;

/// <summary>The same deposit as a Mediator (martinothamar) request with no response, so the peer does the lab buses' work.</summary>
public sealed record MediatorDeposit(long Sequence, long Amount) : IRequest;
