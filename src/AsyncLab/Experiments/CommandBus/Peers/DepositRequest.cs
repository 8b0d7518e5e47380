using MediatR;

namespace AsyncLab.Experiments.CommandBus.Peers;

/// <summary>The same deposit as a MediatR request, so the peer does the same work as the lab's buses.</summary>
public sealed record DepositRequest(long Sequence, long Amount) : IRequest;
