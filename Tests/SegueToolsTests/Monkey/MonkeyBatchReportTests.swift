import SegueTools
import Testing

/// How `segue soak` reads a batch's output: which sequences failed and how, and which one a crash
/// ended.
@Suite struct MonkeyBatchReportTests {
    @Test func aFinishedBatchCountsItsSequencesFramesAndFailures() {
        // Precondition: three sequences, the second unsettled, the third with two violations.
        let text = """
            begin 10
            begin 11
            fail 11 unsettled 0
            | sequence 11: did not settle, 0 violation(s)
            begin 12
            fail 12 settled 2
            | sequence 12: settled, 2 violation(s)
            end 777
            """
        // Action
        let report = MonkeyBatchReport.parse(text)
        // Assertion
        #expect(report.sequences == 3)
        #expect(report.frames == 777)
        #expect(report.unsettled == 1)
        #expect(report.withViolations == 1)
        #expect(report.crashedSeed == nil)
        #expect(report.failures.count == 4)
    }

    @Test func aBatchWithoutItsEndCrashedInTheLastSequenceItBegan() {
        // Precondition: the child died during sequence 41.
        let text = "begin 40\nbegin 41\n"
        // Action
        let report = MonkeyBatchReport.parse(text)
        // Assertion
        #expect(report.crashedSeed == 41)
        #expect(report.sequences == 2)
    }

    @Test func theTotalsPassOnlyWithoutCrashesViolationsOrUnsettledSequences() {
        // Precondition: a clean batch and one that crashed.
        var totals = MonkeySoakTotals()
        totals.add(MonkeyBatchReport.parse("begin 0\nbegin 1\nend 100\n"))
        #expect(totals.passed)
        // Action
        totals.add(MonkeyBatchReport.parse("begin 2\n"))
        // Assertion
        #expect(!totals.passed)
        #expect(totals.summary(interrupted: false)
            == "segue soak: 3 sequences, 1 crashed (seeds 2), 0 broke a transition rule, 0 did not settle; 100 frames")
    }
}
