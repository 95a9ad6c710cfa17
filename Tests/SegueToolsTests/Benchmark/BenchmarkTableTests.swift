import Testing
@testable import SegueTools
import Foundation

/// The report as text: aligned columns (names left, numbers right), milliseconds and the ratio to two
/// decimals, rates to one, "n/a" for what was not measured, then the idle, memory and resource lines.
@Suite struct BenchmarkTableTests {
    @Test func aFullAndAPartialSceneInAlignedColumns() {
        // Precondition
        let report = BenchmarkSampleReport.report
        // Action
        let lines = BenchmarkTable(report).lines
        // Assertion: 2.469 / 2.0 = 1.2345 reads 1.23; 43.21 % reads 43.2; missing figures read n/a.
        let expected = """
            machine: bench-host, AMD Ryzen 7 5800X 8-Core Processor, 16 cores, Linux 6.8.0-45-generic, X server: The X.Org Foundation
            run: segue bench --scene panel at 2026-01-01T00:00:00Z

            scene                     frames   p50    p90    p99    max  srv p50  base p50  ratio  lat p50  lat p99  hitch 16.7  hitch 8.3   req/f  damage %
            ------------------------  ------  ----  -----  -----  -----  -------  --------  -----  -------  -------  ----------  ---------  ------  --------
            panel drag-cancel N=100      120  1.23   1.85   2.40   3.10     2.47      2.00   1.23    14.25    31.50         3.3       12.7   212.4      43.2
            panel drag-cancel N=1000      96  9.88  12.50  17.00  24.25    11.20       n/a    n/a      n/a      n/a         7.5       40.0  1905.0       n/a

            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tail = [
            "idle 5.0 s: client CPU 0.0 %, server CPU n/a, 0 frames drawn",
            "memory: RSS 42.0 MiB after 10 cycles, 42.5 MiB after 100 cycles (+0.5 MiB)",
            "resources: pixmaps 12 → 12, pictures 40 → 41",
        ]
        #expect(lines == expected + BenchmarkTable.legend + [""] + tail)
    }

    @Test func everyRowOfTheSceneTableIsAsWideAsItsRule() {
        // Precondition / Action
        let lines = BenchmarkTable(BenchmarkSampleReport.report).lines
        // Assertion: header, rule and both rows end in the same column (numbers are right-aligned).
        let table = Array(lines[3...6])
        #expect(table[1].allSatisfy { $0 == "-" || $0 == " " })
        #expect(table.map(\.count) == [144, 144, 144, 144])
    }

    @Test func missingSectionsAndMachineFiguresReadNotAvailable() {
        // Precondition: no cpu model, no display, no idle, memory or resource sections, no scenes.
        var report = BenchmarkSampleReport.report
        report.machine.cpuModel = nil
        report.machine.xServerVendor = nil
        report.scenes = []
        report.idle = nil
        report.memory = nil
        report.resources = nil
        // Action
        let lines = BenchmarkTable(report).lines
        // Assertion
        #expect(lines.first == "machine: bench-host, n/a, 16 cores, Linux 6.8.0-45-generic, X server: n/a")
        #expect(Array(lines.suffix(3)) == ["idle: n/a", "memory: n/a", "resources: n/a"])
    }

    @Test func memoryThatShrankSaysSo() {
        // Precondition: 3 MiB given back between the warm-up and the end.
        var report = BenchmarkSampleReport.report
        report.memory = BenchmarkReport.Memory(warmUpCycles: 4, residentBytesAfterWarmUp: 50 << 20,
                                               cycles: 30, residentBytesAtEnd: 47 << 20)
        // Action / Assertion
        #expect(BenchmarkTable(report).memoryLine == "memory: RSS 50.0 MiB after 4 cycles, 47.0 MiB after 30 cycles (-3.0 MiB)")
    }

    @Test func theDescriptionEndsWithANewline() {
        #expect(BenchmarkTable(BenchmarkSampleReport.report).description.hasSuffix("→ 41\n"))
    }
}
