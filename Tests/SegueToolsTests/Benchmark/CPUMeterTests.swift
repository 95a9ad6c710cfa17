import Testing
@testable import SegueTools
import UIKitTesting

/// CPU time over wall time, in percent of one core.
@Suite struct CPUMeterTests {
    @Test func threeQuartersOfOneCore() {
        // Precondition: 1.5 s of CPU used over 2 s.
        let start = ProcessUsage(cpuSeconds: 1.25, residentBytes: 4096)
        let end = ProcessUsage(cpuSeconds: 2.75, residentBytes: 8192)
        // Action / Assertion
        #expect(isRelativelyClose(CPUMeter.percentOfOneCore(from: start, to: end, wallTime: 2), 75))
    }

    @Test func moreThanOneCoreIsOverAHundred() {
        // Precondition: 5 s of CPU over 2 s, two and a half cores.
        let start = ProcessUsage(cpuSeconds: 10, residentBytes: 0)
        let end = ProcessUsage(cpuSeconds: 15, residentBytes: 0)
        // Action / Assertion
        #expect(isRelativelyClose(CPUMeter.percentOfOneCore(from: start, to: end, wallTime: 2), 250))
    }

    @Test func noIntervalHasNoRate() {
        let start = ProcessUsage(cpuSeconds: 3, residentBytes: 0)
        let end = ProcessUsage(cpuSeconds: 4, residentBytes: 0)
        #expect(CPUMeter.percentOfOneCore(from: start, to: end, wallTime: 0) == 0)
    }

    @Test func aMeterOnThisProcessSeesItsOwnWork() throws {
        // Precondition
        let meter = try CPUMeter()
        // Action: keep one core busy for 0.3 s of wall time.
        let until = CPUMeter.monotonicNow() + 0.3
        var sink = 0
        while CPUMeter.monotonicNow() < until { sink &+= 1 }
        let percent = try meter.percentSinceStart()
        // Assertion: a good part of one core at least (tests running alongside on other threads of
        // this process may add more, so there is no upper bound).
        #expect(sink > 0)
        #expect(percent > 20, "\(percent) %")
    }
}
