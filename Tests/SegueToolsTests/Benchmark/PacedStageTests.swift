import Testing
@testable import SegueTools
import Foundation

/// The paced stages of a report: the frame rate against the refresh, flagged when above it or under
/// 95 % of it, and their rows in the table.
@Suite struct PacedStageTests {
    static func stage(_ name: String, fps: Double?, refresh: Double = 60, server: Double? = 3.5,
                      baseline: Double? = 2.5) -> BenchmarkReport.PacedStage {
        .init(name: name, refreshHz: refresh, framesPerSecond: fps, frames: 180, seconds: 3.02,
              cpu: .init(clientPercent: 4.25, serverPercent: 12.5),
              serverMillisecondsPerFrame: server, baselineServerMillisecondsPerFrame: baseline)
    }

    @Test func aStageAtTheRefreshIsNotFlagged() {
        // Precondition / Action / Assertion: 59.4 and 60.5 at 60 Hz, 143.9 at 144 Hz are on pace.
        #expect(Self.stage("a", fps: 59.4).paceFlag == nil)
        #expect(Self.stage("b", fps: 60.5).paceFlag == nil)
        #expect(Self.stage("c", fps: 143.9, refresh: 144).paceFlag == nil)
    }

    @Test func aStageAboveTheRefreshIsFlagged() {
        // Precondition / Action: 500 frames a second at 60 Hz, and just over 1 % above.
        let flooding = Self.stage("flood", fps: 512)
        let over = Self.stage("over", fps: 60.7)
        // Assertion
        #expect(flooding.paceFlag == .aboveRefresh)
        #expect(over.paceFlag == .aboveRefresh)
    }

    @Test func aStageUnder95PercentOfTheRefreshIsFlagged() {
        // Precondition / Action: 56.9 is under 57 (95 % of 60); 114 under 114.0 at 120 Hz is not.
        #expect(Self.stage("slow", fps: 56.9).paceFlag == .belowRefresh)
        #expect(Self.stage("ok", fps: 114.0, refresh: 120).paceFlag == nil)
        #expect(Self.stage("unknown", fps: nil).paceFlag == nil)
    }

    @Test func theServerRatioComparesCPUPerFrame() {
        // Precondition / Action / Assertion: 3.5 / 2.5 = 1.4; no baseline, no ratio.
        #expect(Self.stage("a", fps: 60).serverRatio == 3.5 / 2.5)
        #expect(Self.stage("b", fps: 60, baseline: nil).serverRatio == nil)
        #expect(Self.stage("c", fps: 60, baseline: 0).serverRatio == nil)
    }

    @Test func theTableListsEachStageWithItsFlag() {
        // Precondition: the sample report with one stage on pace and one flooding.
        var report = BenchmarkSampleReport.report
        report.pacedStages = [Self.stage("panel present-dismiss N=0", fps: 59.94),
                              Self.stage("panel drag-cancel N=0", fps: 540.2, server: nil)]
        // Action
        let lines = BenchmarkTable(report).lines
        // Assertion: both rows, figures rounded, the flag spelled out; the legend follows.
        let first = try! #require(lines.firstIndex { $0.hasPrefix("stage ") })
        #expect(lines[first + 2] == "panel present-dismiss N=0     60.0   59.9     180       4.2      12.5      3.50       2.50   1.40  ok")
        #expect(lines[first + 3] == "panel drag-cancel N=0         60.0  540.2     180       4.2      12.5       n/a       2.50    n/a  FLAG: above refresh")
        #expect(Array(lines[(first + 5)..<(first + 5 + BenchmarkTable.pacedLegend.count)]) == BenchmarkTable.pacedLegend)
    }

    @Test func pacedStagesRoundTripThroughJSON() throws {
        // Precondition
        var report = BenchmarkSampleReport.report
        report.pacedStages = [Self.stage("panel present-dismiss N=100", fps: 60.02)]
        // Action
        let decoded = try BenchmarkReport(json: try report.encodedJSON())
        // Assertion
        #expect(decoded == report)
        #expect(decoded.pacedStages.first?.paceFlag == nil)
    }
}
