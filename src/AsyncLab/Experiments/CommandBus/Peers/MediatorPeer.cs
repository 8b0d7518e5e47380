using AsyncLab.Scenarios.CommandBus;
using Microsoft.Extensions.DependencyInjection;
using GeneratedMediator = AsyncLab.Experiments.CommandBus.Peers.SourceGenerated.Mediator;

namespace AsyncLab.Experiments.CommandBus.Peers;

/// <summary>
/// Mediator (martinothamar) 3.0 set up as its README advises for speed: singleton lifetime, the dispatch code written by
/// its source generator at build time. The generated class goes into its own namespace so that its name, Mediator, clashes
/// neither with MediatR's Mediator class nor with the Mediator namespace of the abstractions.
/// </summary>
public static class MediatorPeer
{
    /// <summary>The generated concrete class: its Send overload for the deposit is a direct, monomorphised call.</summary>
    public static GeneratedMediator Create(Account account)
    {
        var services = new ServiceCollection();
        services.AddSingleton(account);

        // The generator reads these options from this call at build time; they also take effect at run time.
        services.AddMediator(options =>
        {
            options.Namespace = "AsyncLab.Experiments.CommandBus.Peers.SourceGenerated";
            options.ServiceLifetime = ServiceLifetime.Singleton;
            options.Assemblies = [typeof(MediatorDeposit)];
        });

        return services.BuildServiceProvider().GetRequiredService<GeneratedMediator>();
    }
}
