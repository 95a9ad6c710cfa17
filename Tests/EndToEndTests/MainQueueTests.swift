import Foundation
import Testing
import TestTurns

/// The run loop is the main actor's executor: work queued for the main actor from other threads
/// while the loop waits idle runs at once, as on iOS — on the real main thread of a real app.
@Suite(.takesTurns("opens the probe's window on the shared server, where it would cover the windows other suites read back"))
struct MainQueueTests {
    /// The fixture app (Tests/Fixtures/MainActorProbe), built beside `segue`.
    static var probe: URL { DemoProcess.binary.deletingLastPathComponent().appendingPathComponent("MainActorProbe") }

    @Test func mainActorWorkQueuedWhileTheLoopWaitsRuns() throws {
        // Precondition: an app on the test's X server that queues main-queue work from a background
        // queue and main-actor work from a detached task, once its loop is idle, and stops when both ran.
        // Action: run it (killed after 20 s if the work never runs).
        let run = try SegueRun.run([], timeout: 20, binary: Self.probe)
        // Assertion: both ran and the app ended normally.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("main queue work ran"), "stdout: \(run.stdout)")
        #expect(run.stdout.contains("main actor work ran"), "stdout: \(run.stdout)")
    }
}
