using System.Diagnostics;
using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

/// <summary>The open-loop timetable, driven with timestamps the test chooses (no server, no waiting).</summary>
public sealed class ArrivalScheduleTests
{
    private static readonly long Second = Stopwatch.Frequency;

    [Fact]
    public void Scheduled_RateTimesDuration_EvenlySpacedDueTimes()
    {
        var schedule = new ArrivalSchedule(rate: 200, TimeSpan.FromSeconds(3), maxRequests: 1_000_000, startedAt: 0);

        var dues = new List<long>();
        while (schedule.TryClaim(out var due))
        {
            dues.Add(due);
        }

        Assert.Equal(600, schedule.Scheduled);
        Assert.Equal(600, dues.Count);
        Assert.Equal(0, dues[0]);
        Assert.Equal(Second / 200, dues[1], tolerance: 1);
        Assert.True(dues[^1] < 3 * Second);
    }

    [Fact]
    public void Scheduled_RequestBoundBelowTheRate_TheBound()
    {
        var schedule = new ArrivalSchedule(rate: 1000, TimeSpan.FromSeconds(10), maxRequests: 37, startedAt: 0);

        Assert.Equal(37, schedule.Scheduled);
    }

    [Fact]
    public void Report_SomeSentLateSomeNotSent_CountedApartAndNotSustained()
    {
        var schedule = new ArrivalSchedule(rate: 10, TimeSpan.FromSeconds(1), maxRequests: 1_000, startedAt: 0);
        schedule.TryClaim(out var first);
        schedule.TryClaim(out var second);
        schedule.TryClaim(out var third);

        schedule.Sending(first, first + (Second / 1000));  // 1 ms after due: on time
        schedule.Sending(second, second + (Second / 2));   // 500 ms after due: late
        schedule.Sending(third, third + (Second / 2));
        schedule.Finished();
        var report = schedule.Report(maxInFlight: 2);

        Assert.Equal(10, report.Scheduled);
        Assert.Equal(2, report.Late);
        Assert.Equal(7, report.Unsent);
        Assert.Equal(3, report.PeakInFlight);
        Assert.True(report.CapReached);
        Assert.False(report.Sustained);
        Assert.Equal(3, report.SendLag.Count);
        Assert.InRange(report.SendLag.Max, 500_000, 500_500);
    }

    [Fact]
    public void Report_EverySentOnTime_Sustained()
    {
        var schedule = new ArrivalSchedule(rate: 100, TimeSpan.FromSeconds(1), maxRequests: 1_000, startedAt: 0);
        while (schedule.TryClaim(out var due))
        {
            schedule.Sending(due, due + (Second / 500));
            schedule.Finished();
        }

        var report = schedule.Report(maxInFlight: 10);

        Assert.Equal(0, report.Late);
        Assert.Equal(0, report.Unsent);
        Assert.Equal(1, report.PeakInFlight);
        Assert.False(report.CapReached);
        Assert.True(report.Sustained);
    }

    [Fact]
    public async Task WaitForAsync_OverdueWithinTheRun_SendAtOnce()
    {
        var schedule = new ArrivalSchedule(rate: 10, TimeSpan.FromHours(1), maxRequests: 1_000,
            startedAt: Stopwatch.GetTimestamp() - Second);
        schedule.TryClaim(out var due);

        Assert.True(await schedule.WaitForAsync(due, CancellationToken.None));
    }

    [Fact]
    public async Task WaitForAsync_RunOver_NotSent()
    {
        // Started two seconds ago for one second: every due time has passed, and so has the end.
        var schedule = new ArrivalSchedule(rate: 10, TimeSpan.FromSeconds(1), maxRequests: 1_000,
            startedAt: Stopwatch.GetTimestamp() - (2 * Second));
        schedule.TryClaim(out var due);

        Assert.False(await schedule.WaitForAsync(due, CancellationToken.None));
    }

    [Fact]
    public async Task WaitForAsync_DueLater_NotBeforeItsTime()
    {
        var schedule = new ArrivalSchedule(rate: 50, TimeSpan.FromSeconds(10), maxRequests: 1_000, startedAt: Stopwatch.GetTimestamp());
        schedule.TryClaim(out _);
        schedule.TryClaim(out var second);

        Assert.True(await schedule.WaitForAsync(second, CancellationToken.None));
        Assert.True(Stopwatch.GetTimestamp() >= second);
    }
}
