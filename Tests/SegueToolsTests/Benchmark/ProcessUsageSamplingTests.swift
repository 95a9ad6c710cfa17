import Testing
@testable import SegueTools
import Foundation

/// Sampling a live process through /proc, and the error for one that is not there.
@Suite struct ProcessUsageSamplingTests {
    @Test func thisProcessHasResidentMemoryAndItsCPUTimeGrowsWithWork() throws {
        // Precondition
        let before = try ProcessUsage.sample()
        // Action: spin until the kernel has charged at least one more tick, for at most 3 s.
        var after = before
        let deadline = Date().addingTimeInterval(3)
        var sink = 0.0
        while after.cpuSeconds <= before.cpuSeconds, Date() < deadline {
            for i in 0..<200_000 { sink += sin(Double(i)) }
            after = try ProcessUsage.sample()
        }
        // Assertion: a test runner holds far more than 2 MiB; the extra time is whole ticks.
        #expect(sink.isFinite)
        #expect(before.residentBytes > 2 << 20)
        #expect(before.residentBytes % ProcessUsage.pageSize == 0)
        #expect(after.cpuSeconds > before.cpuSeconds)
        let ticks = (after.cpuSeconds - before.cpuSeconds) * Double(ProcessUsage.clockTicksPerSecond)
        #expect(abs(ticks - ticks.rounded()) < 1e-6)
    }

    @Test func thisProcessByItsPidIsThisProcess() throws {
        // Precondition / Action
        let byPID = try ProcessUsage.sample(pid: getpid())
        let byDefault = try ProcessUsage.sample()
        // Assertion: the same process, sampled moments apart.
        #expect(byDefault.cpuSeconds >= byPID.cpuSeconds)
        #expect(abs(byDefault.residentBytes - byPID.residentBytes) < 256 << 20)
    }

    @Test func aMissingProcessNamesItsPidAndFile() {
        // Precondition: a pid above any pid_max Linux allows (4 194 304).
        let pid: Int32 = 2_147_483_647
        // Action
        let error = #expect(throws: ProcessUsageError.self) { try ProcessUsage.sample(pid: pid) }
        // Assertion
        #expect(error == ProcessUsageError(pid: pid, file: "/proc/2147483647/stat", reason: "no such process 2147483647"))
        #expect(error?.description == "cannot read /proc/2147483647/stat: no such process 2147483647")
    }
}
