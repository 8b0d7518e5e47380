using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using AsyncLab.Watch.Report;
using NJsonSchema;

namespace AsyncLab.Tests.Watch.Report;

/// <summary>docs/watch.schema.json is the published contract of watch.json.</summary>
public sealed class WatchFileTests
{
    private static readonly string SchemaPath = Path.Combine(TestFiles.Root, "..", "..", "docs", "watch.schema.json");

    [Fact]
    public async Task Write_WatchWithFindings_ValidatesAgainstTheSchema()
    {
        var directory = Directory.CreateTempSubdirectory("asynclab-watch-").FullName;
        try
        {
            var path = WatchFile.Write(directory, Document());

            var schema = await JsonSchema.FromFileAsync(SchemaPath);
            Assert.Empty(schema.Validate(await File.ReadAllTextAsync(path)).Select(e => e.ToString()));
        }
        finally
        {
            Directory.Delete(directory, recursive: true);
        }
    }

    [Fact]
    public void Write_ThenRead_SameVerdicts()
    {
        var directory = Directory.CreateTempSubdirectory("asynclab-watch-").FullName;
        try
        {
            var written = Document();

            var read = WatchFile.Read(WatchFile.Write(directory, written));

            Assert.Equal(written.AllVerdicts().Select(pv => (pv.Process.ProcessId, pv.Verdict.Detector, pv.Verdict.Finding)),
                read.AllVerdicts().Select(pv => (pv.Process.ProcessId, pv.Verdict.Detector, pv.Verdict.Finding)));
            Assert.Equal(written.Target.Command, read.Target.Command);
            Assert.Equal(["System.Private.CoreLib!Task.InternalWait", "App!Orders.Load"],
                read.Processes[0].Verdicts.Single(v => v.Detector == "blocking").Stacks.Single().Frames);
            Assert.Equal((3L, (int?)null), (read.Processes[1].EventsLost, read.Processes[1].RuntimeMajor));
            Assert.Equal(WatchEnd.CommandExited, read.EndedBy);
        }
        finally
        {
            Directory.Delete(directory, recursive: true);
        }
    }

    [Fact]
    public async Task Write_FindingInKebabCase_AsTheSchemaSpellsIt()
    {
        var directory = Directory.CreateTempSubdirectory("asynclab-watch-").FullName;
        try
        {
            var text = await File.ReadAllTextAsync(WatchFile.Write(directory, Document()));

            Assert.Contains("\"finding\": \"not-seen\"", text, StringComparison.Ordinal);
            Assert.Contains("\"ended_by\": \"command-exited\"", text, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(directory, recursive: true);
        }
    }

    private static WatchDocument Document()
    {
        var watcher = new Watcher();
        const WatchSignals signals = WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents
            | WatchSignals.Contention | WatchSignals.GcPauses;
        watcher.UseSignals(signals);
        watcher.Observe(new PoolAdjusted(TimeSpan.FromSeconds(0.5), 5, PoolAdjustmentReason.CooperativeBlocking));
        watcher.Observe(new PoolAdjusted(TimeSpan.FromSeconds(0.55), 6, PoolAdjustmentReason.CooperativeBlocking));
        watcher.Observe(new CounterSampled(TimeSpan.FromSeconds(1), RuntimeCounters.PoolThreads, 5));
        watcher.Observe(new PoolWorkerSeen(TimeSpan.FromSeconds(0.6), 100));
        watcher.Observe(new WaitBegan(TimeSpan.FromSeconds(0.6), 100, WaitKind.Monitor,
            ["System.Private.CoreLib!Task.InternalWait", "App!Orders.Load"]));
        watcher.Observe(new WaitEnded(TimeSpan.FromSeconds(0.7), 100, WaitKind.Monitor));
        watcher.Sample(TimeSpan.FromSeconds(1));
        var clean = new Watcher();
        clean.UseSignals(signals);
        clean.CountLost(3);
        return new WatchDocument(
            WatchDocument.CurrentSchema,
            DateTimeOffset.UnixEpoch,
            1.2,
            WatchEnd.CommandExited,
            new WatchTarget(["dotnet", "test"], 0),
            [watcher.Report(1234, 10, TimeSpan.FromSeconds(1.2)), clean.Report(1240, null, TimeSpan.FromSeconds(1.2))],
            [new UnwatchedProcess(1250, "no .NET diagnostics port")]);
    }
}
