import Testing
@testable import SegueTools
import Foundation

/// The UIKit Dynamics section of a bench report: written to JSON and read back, left out when no
/// such stage ran, and shown as its own table after the paced stages.
@Suite struct BenchmarkDynamicsTests {
    static let pile = BenchmarkReport.DynamicsRun(
        name: "dynamics pile 50 boxes", items: 50, frames: 101, secondsToRest: 1.674, simulatedSeconds: 1.6694,
        cameToRest: true, clientWork: BenchmarkSampleReport.summary(101, 1.034, 1.36, 8.2, 9.19),
        step: BenchmarkSampleReport.summary(101, 0.234, 0.44, 0.7, 0.71))
    static let release = BenchmarkReport.DynamicsRun(
        name: "physics sheet release", items: 1, frames: 65, secondsToRest: 10.02, simulatedSeconds: nil,
        cameToRest: false, clientWork: BenchmarkSampleReport.summary(65, 0.54, 0.64, 6, 6.18), step: nil)

    static var report: BenchmarkReport {
        var report = BenchmarkSampleReport.report
        report.dynamics = [release, pile]
        return report
    }

    @Test func roundTripsThroughJSON() throws {
        // Precondition: a report with both runs.
        // Action
        let decoded = try BenchmarkReport(json: try Self.report.encodedJSON())
        // Assertion
        #expect(decoded == Self.report)
        #expect(decoded.dynamics?.first?.simulatedSeconds == nil)
        #expect(decoded.dynamics?.last?.step?.p50Milliseconds == 0.234)
    }

    @Test func reportsWithoutDynamicsHaveNoSectionInFileOrTable() throws {
        // Precondition: the sample report, as older runs wrote it.
        let report = BenchmarkSampleReport.report
        // Action
        let text = String(decoding: try report.encodedJSON(), as: UTF8.self)
        let table = BenchmarkTable(report).lines
        // Assertion
        #expect(!text.contains("\"dynamics\""))
        #expect(try BenchmarkReport(json: Data(text.utf8)).dynamics == nil)
        #expect(!table.contains { $0.hasPrefix("dynamics ") })
    }

    @Test func tableHasARowPerRunWithStepsAndAFlagForOneStillMoving() throws {
        // Precondition / Action
        let lines = BenchmarkTable(Self.report).lines
        // Assertion: header, the two rows in order, then the legend.
        let headerIndex = try #require(lines.firstIndex { $0.hasPrefix("dynamics ") })
        #expect(lines[headerIndex].contains("to rest s") && lines[headerIndex].contains("step p50"))
        let release = lines[headerIndex + 2], pile = lines[headerIndex + 3]
        #expect(release.hasPrefix("physics sheet release "))
        #expect(release.contains(" 10.02 ") && release.contains(" n/a ") && release.hasSuffix("FLAG: still moving"))
        #expect(pile.hasPrefix("dynamics pile 50 boxes "))
        #expect(pile.contains(" 1.67 ") && pile.contains(" 1.03 ") && pile.contains(" 0.23 ") && pile.hasSuffix("ok"))
    }
}
