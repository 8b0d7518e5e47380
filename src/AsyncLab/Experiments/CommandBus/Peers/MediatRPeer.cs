using AsyncLab.Scenarios.CommandBus;
using MediatR;
using Microsoft.Extensions.DependencyInjection;

namespace AsyncLab.Experiments.CommandBus.Peers;

/// <summary>
/// MediatR set up the way applications use it: handlers (and the behaviour) resolved from a Microsoft DI container,
/// registered as singletons, the cheapest lifetime MediatR allows.
/// </summary>
public static class MediatRPeer
{
    public static IMediator Create(Account account, AuditStore? audit = null)
    {
        var services = new ServiceCollection();
        services.AddSingleton<IRequestHandler<DepositRequest, Unit>>(new DepositRequestHandler(account));
        if (audit is not null)
        {
            services.AddSingleton<IPipelineBehavior<DepositRequest, Unit>>(new AuditBehavior(audit));
        }

        var provider = services.BuildServiceProvider();
        return new MediatR.Mediator(provider.GetRequiredService);
    }
}
